import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/button';
import { localTime } from '../../lib/local-time';

/** Without a Retry-After, the view looks again after a minute. */
export const DEFAULT_RETRY_S = 60;

/**
 * The 503 `coverage_unavailable` answer in words: the numbers are being built, not broken. It says
 * when it will look again, counts down, and looks again by itself when the time comes (the service's
 * Retry-After has then passed, so the request budget lets the read through); "Try now" spends a
 * request at once.
 */
export function CoverageUnavailable({
  retryAt,
  onRetry,
  retrying,
}: {
  /** Local ms when the service said to try again (the answer's time + Retry-After). */
  retryAt: number;
  onRetry: () => void;
  retrying: boolean;
}) {
  const [now, setNow] = useState(() => Date.now());
  const fired = useRef<number | null>(null);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (now < retryAt || retrying || fired.current === retryAt) return;
    fired.current = retryAt;
    onRetry();
  }, [now, retryAt, retrying, onRetry]);
  const left = Math.max(0, Math.ceil((retryAt - now) / 1000));
  const at = localTime(new Date(retryAt).toISOString());
  return (
    <div
      role="status"
      data-testid="coverage-unavailable"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-semibold">The coverage numbers are being built.</p>
      <p className="mt-1 text-sm">
        {retrying || left === 0 ? 'Looking again now…' : `Looking again at ${at} (in ${left} s).`} The service
        measures every completed match’s tape in a nightly build; until the first one finishes there are no
        numbers to show.
      </p>
      <Button className="mt-3" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Looking…' : 'Try now'}
      </Button>
    </div>
  );
}
