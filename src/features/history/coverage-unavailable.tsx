/** The 503 `coverage_unavailable` answer in words: the rollup is not built yet, not broken. */
export function CoverageUnavailable({
  retryAfterS,
  onRetry,
  retrying,
}: {
  retryAfterS: number | null;
  onRetry: () => void;
  retrying: boolean;
}) {
  const when = retryAfterS === null ? 'in a little while' : `in ${retryAfterS} s`;
  return (
    <div
      role="alert"
      data-testid="coverage-unavailable"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-semibold">The coverage rollup is being built; try again {when}.</p>
      <p className="mt-1 text-sm">
        The service measures every completed match’s tape in a nightly build; until the first one finishes
        there are no numbers to show.
      </p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="mt-3 rounded-md bg-slate-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800 disabled:opacity-60 dark:bg-slate-200 dark:text-slate-950 dark:hover:bg-slate-100"
      >
        {retrying ? 'Retrying…' : 'Try again'}
      </button>
    </div>
  );
}
