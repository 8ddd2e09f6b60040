import { nextBreakPoint, previousBreakPoint } from '../../lib/break-points';

const BUTTON =
  'rounded-md border border-slate-300 px-2.5 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800';

/**
 * The time-travel control: a range over row indexes (arrows, PageUp/PageDown, Home/End come with the
 * native input) plus step and break-point jumps. The caller keeps `at` in the URL.
 */
export function TapeScrubber({
  at,
  count,
  breakPoints,
  rowWords,
  onMove,
}: {
  at: number;
  count: number;
  /** Break-point row indexes, ascending. */
  breakPoints: readonly number[];
  /** The score at a row in words, read out as the slider's value. */
  rowWords: (index: number) => string;
  onMove: (index: number) => void;
}) {
  const prevBp = previousBreakPoint(breakPoints, at);
  const nextBp = nextBreakPoint(breakPoints, at);
  return (
    <div className="grid gap-2">
      <label htmlFor="tape-scrubber" className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        {/* Rows are numbered from 0, as in the table and the CSV; the range says so. */}
        Row {at} (rows 0–{Math.max(0, count - 1)})
      </label>
      <input
        id="tape-scrubber"
        type="range"
        min={0}
        max={Math.max(0, count - 1)}
        step={1}
        value={at}
        aria-valuetext={`Row ${at}: ${rowWords(at)}`}
        onChange={(e) => onMove(Number(e.target.value))}
        className="w-full accent-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:accent-indigo-300"
      />
      <div className="flex flex-wrap gap-2">
        <button type="button" className={BUTTON} disabled={at <= 0} onClick={() => onMove(at - 1)}>
          Previous row
        </button>
        <button type="button" className={BUTTON} disabled={at >= count - 1} onClick={() => onMove(at + 1)}>
          Next row
        </button>
        <button
          type="button"
          className={BUTTON}
          disabled={prevBp === null}
          onClick={() => prevBp !== null && onMove(prevBp)}
        >
          Previous break point
        </button>
        <button
          type="button"
          className={BUTTON}
          disabled={nextBp === null}
          onClick={() => nextBp !== null && onMove(nextBp)}
        >
          Next break point
        </button>
        <span className="self-center text-sm text-slate-700 dark:text-slate-300">
          {breakPoints.length === 0
            ? 'No break points on this tape (or no server recorded).'
            : `${breakPoints.length} break-point rows`}
        </span>
      </div>
    </div>
  );
}
