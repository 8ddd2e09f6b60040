const button =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800';

interface Props {
  scanned: number;
  found: number;
  goal: number;
  active: boolean;
  stopped: boolean;
  atEnd: boolean;
  onStop: () => void;
}

/**
 * Progress of a post-filtered scan. The bar measures rows found toward this batch, the one quantity
 * that is known: the listing's length before the filter is not (`total` is null on history).
 */
export function ScanProgress({ scanned, found, goal, active, stopped, atEnd, onStop }: Props) {
  const status = atEnd
    ? `Scan complete: ${scanned.toLocaleString('en')} matches scanned, ${found} found.`
    : active
      ? `Scanned ${scanned.toLocaleString('en')} matches, ${found} found…`
      : stopped
        ? `Paused after scanning ${scanned.toLocaleString('en')} matches; ${found} found. Continue when you want more (each page is a request).`
        : `Scanned ${scanned.toLocaleString('en')} matches, ${found} found.`;
  return (
    <div className="grid gap-2 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800">
      <p role="status" className="text-slate-800 dark:text-slate-200">
        {status}
      </p>
      {active ? (
        <div className="flex flex-wrap items-center gap-3">
          <progress
            aria-label="Matches found toward this batch"
            max={goal}
            value={Math.min(found, goal)}
            className="h-2 w-full max-w-xs accent-indigo-700 dark:accent-indigo-300"
          />
          <button type="button" onClick={onStop} className={button}>
            Stop
          </button>
        </div>
      ) : null}
    </div>
  );
}

export { button as scanButtonClass };
