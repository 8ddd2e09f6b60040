import { useEffect, useMemo, useRef } from 'react';
import type { ApiError } from '../api/api-error';
import { retryInstant } from './retry-hint';

/**
 * Asks again by itself when the wait an error names is over (a per-minute 429's countdown, a day
 * 429's reset, a budget hold, a 503 rollup's Retry-After): the screen's "will try again" is kept, not
 * left to the fan. Returns the instant it will ask, or null when asking again would not change the
 * answer (or there is no error).
 */
export function useAutoRetry(error: ApiError | null, onRetry: () => void): number | null {
  // Counted from when this error was first shown: a Retry-After counts from its answer.
  const at = useMemo(() => (error ? retryInstant(error, Date.now()) : null), [error]);
  const retry = useRef(onRetry);
  retry.current = onRetry;
  useEffect(() => {
    if (at === null) return;
    // A little after the instant, so the ledger's own hold has certainly passed.
    const timer = setTimeout(() => retry.current(), Math.max(0, at - Date.now()) + 500);
    return () => clearTimeout(timer);
  }, [at]);
  return at;
}
