import type { ApiError } from '../../api/api-error';
import { ViewError } from '../../components/view-states';
import { useFirstLoadRetry } from './first-load-retry';

/** Placeholder cards while the first answer is on its way. */
export function SlateLoading() {
  return (
    <div role="status" aria-busy="true">
      <p className="sr-only">Loading live matches…</p>
      <ul aria-hidden="true" className="grid gap-2">
        {[0, 1, 2].map((n) => (
          <li key={n} className="h-[5.5rem] animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />
        ))}
      </ul>
    </div>
  );
}

/** Nothing in play: a normal state, not an error. */
export function SlateEmpty() {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
      No matches are live right now. This page checks again every 10 seconds.
    </p>
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
