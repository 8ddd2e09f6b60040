import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../../api/api-error';

/** Waits before each automatic retry of a failed first slate read; after the last, the planned refresh and the button remain. */
const FIRST_LOAD_RETRY_DELAYS_S = [5, 10, 20] as const;

/**
 * Failures that may clear on their own within seconds: no answer, or the service's 5xx. A refusal
 * (401, 403), a rate limit (its own Retry-After), a budget hold or a contract break would fail the same
 * way again, so they are not retried automatically.
 */
function isTransient(error: ApiError): boolean {
  return error.kind === 'network' || (error.kind === 'http' && (error.status >= 500 || error.status === 408));
}

/**
 * Counts down to an automatic retry while the slate has nothing to show, so a first read that failed
 * is tried again sooner than the next planned refresh. Returns the seconds left, or null when no retry
 * is planned (not transient, a retry in flight, or the delays used up), with the full delay of this
 * attempt. Resets when the caller unmounts.
 */
export function useFirstLoadRetry(
  error: ApiError,
  fetching: boolean,
  retry: () => void,
): { secondsLeft: number; delay: number } | null {
  const [attempt, setAttempt] = useState(0);
  const [left, setLeft] = useState<number | null>(null);
  // The query's refetch is a new function each render; it must not restart the countdown.
  const retryRef = useRef(retry);
  retryRef.current = retry;
  const planned = !fetching && isTransient(error) && attempt < FIRST_LOAD_RETRY_DELAYS_S.length;

  useEffect(() => {
    if (!planned) {
      setLeft(null);
      return;
    }
    let remaining: number = FIRST_LOAD_RETRY_DELAYS_S[attempt];
    setLeft(remaining);
    const timer = setInterval(() => {
      remaining -= 1;
      if (remaining > 0) {
        setLeft(remaining);
        return;
      }
      clearInterval(timer);
      setLeft(null);
      setAttempt((a) => a + 1);
      retryRef.current();
    }, 1000);
    return () => clearInterval(timer);
  }, [planned, attempt]);

  return planned && left !== null ? { secondsLeft: left, delay: FIRST_LOAD_RETRY_DELAYS_S[attempt] } : null;
}
