import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { gamesScore } from '../../../contract/final-score';
import type { HistoryTapeRow } from '../../../contract/history-matches';
import { LocalTimeText } from '../../components/local-time-text';
import { formatNumber } from '../../components/number-text';
import { isBreakPoint } from '../../lib/break-points';
import { MISSING } from '../../lib/missing';
import { pointsText, setsText, sideName } from '../../lib/score-text';
import { scrollEdges } from '../../components/scroll-edges';
import { shortNames } from './short-names';

// `relative` on the scroller: sr-only (absolute) labels inside must be clipped by it, not stretch the page.
// Fixed row height lets us render only the rows in view: a five-set tape has 400+ rows and the
// scrubber re-renders on every step, so drawing them all would miss the 100 ms budget.
const ROW_PX = 36;
const VIEW_PX = 384;
const OVERSCAN = 8;

const centredOffset = (index: number, height: number) => Math.max(0, index * ROW_PX - height / 2);

const pct = (v: number | null) => formatNumber(v, { percent: true, decimals: 1 }) ?? MISSING;

// The row number stays put while the score scrolls under it on a phone; it needs the row's own
// background so the scrolled cells do not show through.
const STICKY = 'sticky left-0 z-[1] px-1 sm:px-2';
// Narrow padding on a phone: a three-set row (row to point winner) fits a 360 px screen.
const CELL = 'px-1 sm:px-2 whitespace-nowrap';
const ROW_BG = 'bg-white dark:bg-slate-900';
const CURRENT_BG = 'bg-indigo-100 dark:bg-indigo-900';
const SHADOW = 'shadow-[4px_0_6px_-4px_rgba(15,23,42,0.35)] dark:shadow-[4px_0_6px_-4px_rgba(0,0,0,0.9)]';

/** Each set's games as its own small cell ("6–2 6–2 5–5"), the set in play in bold. */
function GamesCells({ games }: { games: HistoryTapeRow['games'] }) {
  const sets = gamesScore(games)?.sets ?? [];
  if (sets.length === 0) return <>{MISSING}</>;
  return (
    <span className="inline-flex gap-1 sm:gap-1.5">
      {sets.map((set, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sets are in play order.
        <span key={i} className={`whitespace-nowrap ${i === sets.length - 1 ? 'font-semibold' : ''}`}>
          {set}
        </span>
      ))}
    </span>
  );
}

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
  // Surnames: two full names per row pushed the clock and the chance off a phone's screen.
  const short = shortNames(names);
  // A column no row fills (an archive tape has no clock and no model) is left out, not a column of dashes.
  const timed = useMemo(() => rows.some((r) => r.timestamp), [rows]);
  const modelled = useMemo(() => rows.some((r) => r.win_probability_p1 !== null), [rows]);
  const cols = 6 + (timed ? 1 : 0) + (modelled ? 1 : 0);

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

  // A shade at each side that hides columns tells a phone user the table scrolls sideways.
  const [edges, setEdges] = useState({ left: false, right: false });
  const measureEdges = useCallback(() => {
    const el = box.current;
    if (!el) return;
    const next = scrollEdges(el);
    setEdges((prev) => (prev.left === next.left && prev.right === next.right ? prev : next));
  }, []);
  useLayoutEffect(() => {
    window.addEventListener('resize', measureEdges);
    return () => window.removeEventListener('resize', measureEdges);
  }, [measureEdges]);
  // Columns come and go with the tape (an archive tape has no clock): measure again when it changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `rows` changes what the box holds.
  useLayoutEffect(measureEdges, [rows, measureEdges]);

  // Scrolled sideways, the row numbers cast a shadow over the columns passing under them.
  const sticky = `${STICKY} ${edges.left ? SHADOW : ''}`;
  return (
    <div className="relative">
      <div
        ref={box}
        onScroll={(e) => {
          setScrollTop(e.currentTarget.scrollTop);
          measureEdges();
        }}
        className="relative max-h-96 overflow-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
        data-testid="tape-table"
      >
        <table className="w-full text-xs sm:text-sm" aria-rowcount={rows.length + 1}>
          <caption className="sr-only">
            Score progression, one row per tape row; server and point winner by surname
          </caption>
          <thead className="sticky top-0 z-[2] bg-slate-100 text-left text-slate-800 dark:bg-slate-800 dark:text-slate-200">
            <tr aria-rowindex={1}>
              <th scope="col" className={`${sticky} bg-slate-100 py-1.5 dark:bg-slate-800`}>
                Row
              </th>
              <th scope="col" className={CELL}>
                Sets
              </th>
              <th scope="col" className={CELL}>
                Games
              </th>
              <th scope="col" className={CELL}>
                Points
              </th>
              <th scope="col" className={CELL}>
                Server
              </th>
              <th scope="col" className={CELL}>
                Won by
              </th>
              {timed && (
                <th scope="col" className={CELL}>
                  Time
                </th>
              )}
              {modelled && (
                <th scope="col" className={CELL}>
                  {short[0]} win %
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {first > 0 && (
              <tr style={{ height: first * ROW_PX }}>
                <td colSpan={cols} />
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
                      ? `${CURRENT_BG} text-indigo-950 dark:text-indigo-50`
                      : 'border-t border-slate-100 dark:border-slate-800'
                  }
                >
                  <td className={`${sticky} ${current ? CURRENT_BG : ROW_BG}`}>
                    {/* Beside the row number, never under it: stacked, the mark read as a second line of the row. */}
                    <span className="flex items-baseline whitespace-nowrap">
                      <button
                        type="button"
                        onClick={() => onPick(i)}
                        aria-label={`Go to row ${i}`}
                        className="rounded px-1 tabular-nums underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                      >
                        {i}
                      </button>
                      {isBreakPoint(r) && (
                        <abbr
                          title="Break point"
                          className="px-1 text-[0.625rem] font-semibold text-amber-800 no-underline dark:text-amber-200"
                        >
                          BP
                        </abbr>
                      )}
                    </span>
                  </td>
                  <td className={`${CELL} tabular-nums`}>{setsText(r)}</td>
                  <td className={`${CELL} tabular-nums`}>
                    <GamesCells games={r.games} />
                  </td>
                  <td className={`${CELL} tabular-nums`}>
                    {pointsText(r)}
                    {r.is_tiebreak ? (
                      <abbr title="Tiebreak" className="ml-1 text-xs no-underline">
                        TB
                      </abbr>
                    ) : null}
                  </td>
                  <td className={CELL}>{sideName(r.server, short)}</td>
                  <td className={CELL}>{sideName(r.point_winner, short)}</td>
                  {timed && (
                    <td className={CELL}>
                      <LocalTimeText iso={r.timestamp} timeOnly />
                    </td>
                  )}
                  {modelled && <td className={`${CELL} tabular-nums`}>{pct(r.win_probability_p1)}</td>}
                </tr>
              );
            })}
            {last < rows.length && (
              <tr style={{ height: (rows.length - last) * ROW_PX }}>
                <td colSpan={cols} />
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {edges.right && (
        <div
          aria-hidden="true"
          data-testid="tape-table-more-right"
          className="pointer-events-none absolute inset-y-px right-px w-6 rounded-r-lg bg-gradient-to-l from-slate-900/20 to-transparent dark:from-black/70"
        />
      )}
    </div>
  );
});
