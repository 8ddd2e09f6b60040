import { createContext, memo, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { useLiveStoreApi } from '../../live/store/live-hooks';
import { type ChartFrames, createChartFrames } from './chart-frames';
import { chartSummary } from './chart-summary';
import { createSeriesBook, type SeriesBook } from './price-series';

interface TradeCharts {
  book: SeriesBook;
  frames: ChartFrames;
}

const ChartsContext = createContext<TradeCharts | null>(null);

// One book for the app: leaving the grid and coming back keeps the lines already drawn.
let appBook: SeriesBook | null = null;
const appSeriesBook = () => {
  appBook ??= createSeriesBook();
  return appBook;
};

/**
 * The grid's charts: records every shown score of every live match into the series book while the
 * grid is open (the live store tells us which changed, outside React) and draws on animation frames.
 */
export function TradeChartsProvider({ book, children }: { book?: SeriesBook; children: ReactNode }) {
  const live = useLiveStoreApi();
  const [charts] = useState<TradeCharts>(() => {
    const b = book ?? appSeriesBook();
    return { book: b, frames: createChartFrames(b) };
  });
  useEffect(() => {
    const { book: b } = charts;
    const now = Date.now();
    for (const entry of Object.values(live.store.getState().scores))
      b.scoreSeen(entry.matchId, entry.score, now);
    return live.onScoreApplied((id, score) => b.scoreSeen(id, score, Date.now()));
  }, [charts, live]);
  useEffect(() => charts.frames.start(), [charts]);
  return <ChartsContext.Provider value={charts}>{children}</ChartsContext.Provider>;
}

/** The series book of the grid in scope (null outside a grid: cards then draw no chart). */
export const useSeriesBook = () => useContext(ChartsContext)?.book ?? null;

/**
 * A card's live chart of `player`'s win chance: model and market mid over the last points. The paths
 * are written by the grid's frame scheduler; the wrapper carries the same chart in words. The colours
 * are classes, so a theme change needs no redraw: sky-700 / amber-700 on white, sky-300 / amber-400 on
 * slate-900 (each 4.5:1 or better), and the market line is dashed, so the two never rely on colour alone.
 * Memoised: its card re-renders on every score, the chart only when its own props change (the
 * scheduler keeps the paths and the words current in between).
 */
export const MiniChart = memo(function MiniChart({
  matchId,
  player,
  market: priced = true,
  className = 'h-12',
}: {
  matchId: number;
  player: string;
  /** The card has a price: without one it draws no market line (an old line would pass for a price). */
  market?: boolean;
  /** The chart's box (its height): the paths are drawn to whatever size it is given. */
  className?: string;
}) {
  const charts = useContext(ChartsContext);
  const svg = useRef<SVGSVGElement>(null);
  const guide = useRef<SVGPathElement>(null);
  const market = useRef<SVGPathElement>(null);
  const model = useRef<SVGPathElement>(null);
  const dot = useRef<SVGCircleElement>(null);
  const label = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const [s, g, k, m, d, l] = [
      svg.current,
      guide.current,
      market.current,
      model.current,
      dot.current,
      label.current,
    ];
    if (!charts || !s || !g || !k || !m || !d || !l) return;
    return charts.frames.attach(matchId, player, { svg: s, guide: g, market: k, model: m, dot: d, label: l });
  }, [charts, matchId, player]);
  const summary = charts ? chartSummary(charts.book.get(matchId), player) : '';
  return (
    <div
      ref={label}
      role="img"
      aria-label={summary}
      title={summary}
      className={`w-full ${className}`}
      data-testid="mini-chart"
    >
      <svg ref={svg} aria-hidden="true" className="block h-full w-full overflow-visible" fill="none">
        <path
          ref={guide}
          className="stroke-slate-300 dark:stroke-slate-600"
          strokeWidth={1}
          strokeDasharray="2 3"
        />
        <path
          ref={market}
          data-testid="market-line"
          visibility={priced ? undefined : 'hidden'}
          className="stroke-amber-700 dark:stroke-amber-400"
          strokeWidth={1.5}
          strokeDasharray="4 3"
        />
        <path
          ref={model}
          className="stroke-sky-700 dark:stroke-sky-300"
          strokeWidth={2}
          strokeLinejoin="round"
        />
        <circle ref={dot} r={0} className="fill-sky-700 dark:fill-sky-300" />
      </svg>
    </div>
  );
});
