import { memo, useEffect, useRef, useState } from 'react';
import type { HistoryTapeRow } from '../../../contract/history-matches';
import { LocalTimeText } from '../../components/local-time-text';
import { formatNumber } from '../../components/number-text';
import { isBreakPoint } from '../../lib/break-points';
import { MISSING } from '../../lib/missing';
import { gamesText, pointsText, setsText, sideName } from '../../lib/score-text';

// `relative` on the scroller: sr-only (absolute) labels inside must be clipped by it, not stretch the page.
// Fixed row height lets us render only the rows in view: a five-set tape has 400+ rows and the
// scrubber re-renders on every step, so drawing them all would miss the 100 ms budget.
const ROW_PX = 36;
const VIEW_PX = 384;
const OVERSCAN = 8;

const centredOffset = (index: number, height: number) => Math.max(0, index * ROW_PX - height / 2);

const pct = (v: number | null) => formatNumber(v, { percent: true, decimals: 1 }) ?? MISSING;

/** The score progression, windowed; clicking a row moves the scrubber there. */
export const TapeTable = memo(function TapeTable({
  rows,
  names,
  at,
  onPick,
}: {
  rows: readonly HistoryTapeRow[];
  names: readonly [string, string];
  at: number;
  onPick: (index: number) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  // The first window already centres the row the link points at (no blank first frame).
  const [scrollTop, setScrollTop] = useState(() => centredOffset(at, VIEW_PX));
  const height = box.current?.clientHeight || VIEW_PX;
  const first = Math.max(0, Math.floor(scrollTop / ROW_PX) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + height) / ROW_PX) + OVERSCAN);

  // Keep the scrubbed row in view without fighting the user's own scrolling when it already is.
  // The window follows our own record of the offset, so it is right even before the browser scrolls.
  const offset = useRef(0);
  offset.current = scrollTop;
  useEffect(() => {
    const h = box.current?.clientHeight || VIEW_PX;
    const top = at * ROW_PX;
    const visible = top >= offset.current && top + ROW_PX <= offset.current + h - ROW_PX;
    const want = visible ? offset.current : centredOffset(at, h);
    if (box.current && box.current.scrollTop !== want) box.current.scrollTop = want;
    if (want !== offset.current) setScrollTop(want);
  }, [at]);

  return (
    <div
      ref={box}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      className="relative max-h-96 overflow-auto rounded-lg border border-slate-200 dark:border-slate-800"
      data-testid="tape-table"
    >
      <table className="w-full min-w-[40rem] text-sm" aria-rowcount={rows.length + 1}>
        <caption className="sr-only">Score progression, one row per tape row</caption>
        <thead className="sticky top-0 bg-slate-100 text-left text-slate-800 dark:bg-slate-800 dark:text-slate-200">
          <tr aria-rowindex={1}>
            <th scope="col" className="px-2 py-1.5">
              Row
            </th>
            <th scope="col" className="px-2">
              Sets
            </th>
            <th scope="col" className="px-2">
              Games
            </th>
            <th scope="col" className="px-2">
              Points
            </th>
            <th scope="col" className="px-2">
              Server
            </th>
            <th scope="col" className="px-2">
              Point won by
            </th>
            <th scope="col" className="px-2">
              Time
            </th>
            <th scope="col" className="px-2">
              {names[0]} win %
            </th>
          </tr>
        </thead>
        <tbody>
          {first > 0 && (
            <tr style={{ height: first * ROW_PX }}>
              <td colSpan={8} />
            </tr>
          )}
          {rows.slice(first, last).map((r, k) => {
            const i = first + k;
            const current = i === at;
            return (
              <tr
                key={i}
                aria-rowindex={i + 2}
                aria-current={current ? 'true' : undefined}
                style={{ height: ROW_PX }}
                className={
                  current
                    ? 'bg-indigo-100 text-indigo-950 dark:bg-indigo-900 dark:text-indigo-50'
                    : 'border-t border-slate-100 dark:border-slate-800'
                }
              >
                <td className="px-2">
                  <button
                    type="button"
                    onClick={() => onPick(i)}
                    aria-label={`Go to row ${i}`}
                    className="rounded px-1 tabular-nums underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                  >
                    {i}
                  </button>
                  {isBreakPoint(r) && (
                    <span className="ml-1 text-xs font-semibold text-amber-800 dark:text-amber-200">BP</span>
                  )}
                </td>
                <td className="px-2 tabular-nums">{setsText(r)}</td>
                <td className="px-2 tabular-nums whitespace-nowrap">{gamesText(r)}</td>
                <td className="px-2 tabular-nums">
                  {pointsText(r)}
                  {r.is_tiebreak ? ' (TB)' : ''}
                </td>
                <td className="px-2">{sideName(r.server, names)}</td>
                <td className="px-2">{sideName(r.point_winner, names)}</td>
                <td className="px-2 whitespace-nowrap">
                  <LocalTimeText iso={r.timestamp} timeOnly />
                </td>
                <td className="px-2 tabular-nums">{pct(r.win_probability_p1)}</td>
              </tr>
            );
          })}
          {last < rows.length && (
            <tr style={{ height: (rows.length - last) * ROW_PX }}>
              <td colSpan={8} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
});
