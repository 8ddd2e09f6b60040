import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
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
  useEffect(() => {
    // The palette follows the theme: Settings toggles a class on <html>, the OS a media query.
    const redraw = () => charts.frames.redrawAll();
    const observer = new MutationObserver(redraw);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    const media = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
    media?.addEventListener('change', redraw);
    return () => {
      observer.disconnect();
      media?.removeEventListener('change', redraw);
      charts.frames.dispose();
    };
  }, [charts]);
  return <ChartsContext.Provider value={charts}>{children}</ChartsContext.Provider>;
}

/** The series book of the grid in scope (null outside a grid: cards then draw no chart). */
export const useSeriesBook = () => useContext(ChartsContext)?.book ?? null;

/**
 * A card's live chart of `player`'s win chance: model and market mid over the last points. The canvas
 * is drawn by the grid's frame scheduler; the wrapper carries the same chart in words.
 */
export function MiniChart({ matchId, player }: { matchId: number; player: string }) {
  const charts = useContext(ChartsContext);
  const canvas = useRef<HTMLCanvasElement>(null);
  const label = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!charts || !canvas.current || !label.current) return;
    return charts.frames.attach(matchId, player, canvas.current, label.current);
  }, [charts, matchId, player]);
  const summary = charts ? chartSummary(charts.book.get(matchId), player) : '';
  return (
    <div
      ref={label}
      role="img"
      aria-label={summary}
      title={summary}
      className="h-12 w-full"
      data-testid="mini-chart"
    >
      <canvas ref={canvas} className="block h-full w-full" />
    </div>
  );
}
