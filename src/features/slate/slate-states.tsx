import type { ApiError } from '../../api/api-error';
import { describeApiError } from '../../api/describe-api-error';

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

/** The first load failed, so there is nothing to show but the reason and a way to try again. */
export function SlateError({ error, onRetry, retrying }: SlateErrorProps) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-rose-300 bg-rose-50 p-4 text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-100"
    >
      <p className="font-semibold">Live matches could not be loaded.</p>
      <p className="mt-1 text-sm">
        {describeApiError(error)} <span className="text-xs opacity-80">({error.code})</span>
      </p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="mt-3 rounded-md bg-rose-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-rose-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700 disabled:opacity-60 dark:bg-rose-200 dark:text-rose-950 dark:hover:bg-rose-100"
      >
        {retrying ? 'Retrying…' : 'Try again'}
      </button>
    </div>
  );
}
