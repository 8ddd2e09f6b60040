import type { ApiError } from '../../../api/api-error';
import { ViewError } from '../../../components/view-states';
import { localFormatter } from '../../../lib/local-time';
import { useBudgetStatus } from '../../../queries/budget-context';
import { useFirstLoadRetry } from './first-load-retry';
import { SlateLoading } from './slate-loading';

/** Nothing in play: a normal state, not an error. */
export function SlateEmpty() {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
      No matches are live right now. This page checks again by itself.
    </p>
  );
}

/**
 * Nothing loaded yet: why, when the request budget holds every request, else the placeholder rows.
 * The budget is read here, not by the slate: it changes with every request counted, and a loaded
 * slate has no use for it.
 */
export function SlatePending() {
  const budget = useBudgetStatus();
  const held = budget && (budget.reason === 'blocked' || budget.reason === 'day_spent');
  if (held) return <SlateHeld until={budget.resumesAt} daySpent={budget.requestsLeft === 0} />;
  return <SlateLoading />;
}

/**
 * Nothing loaded yet and the request budget holds every request (the day's quota used up, a day 429
 * until its reset, the service's stop): say why and until when, rather than a skeleton forever.
 */
function SlateHeld({ until, daySpent }: { until: number | null; daySpent: boolean }) {
  const when =
    until === null
      ? null
      : localFormatter({ weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(until);
  return (
    <div
      role="status"
      data-testid="slate-held"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-semibold">Live matches are not loaded yet.</p>
      <p className="mt-1 text-sm">
        {daySpent ? 'Today’s requests for this key are used up' : 'The data service asked us to wait'}
        {when
          ? `; the page loads them by itself at ${when}.`
          : '; the page loads them by itself when it may.'}
      </p>
    </div>
  );
}

interface SlateErrorProps {
  error: ApiError;
  onRetry: () => void;
  retrying: boolean;
}

/**
 * The first load failed, so there is nothing to show but the reason and a way to try again. A
 * transient failure is also retried on its own after 5, 10 and 20 s, said as "Retrying in N s";
 * a rate limit says when to come back instead (ViewError).
 */
export function SlateError({ error, onRetry, retrying }: SlateErrorProps) {
  const planned = useFirstLoadRetry(error, retrying, onRetry);
  return (
    <div className="grid gap-2">
      <ViewError
        title="Live matches could not be loaded."
        error={error}
        onRetry={onRetry}
        retrying={retrying}
      />
      {planned && (
        <p aria-hidden="true" className="text-sm text-slate-700 dark:text-slate-300">
          Retrying in {planned.secondsLeft} s
        </p>
      )}
      {/* Announced once per attempt; the ticking number above would be noise read every second. */}
      <p role="status" className="sr-only">
        {planned ? `Retrying automatically in ${planned.delay} seconds.` : ''}
      </p>
    </div>
  );
}
