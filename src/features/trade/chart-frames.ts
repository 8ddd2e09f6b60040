import { chartSummary } from './chart-summary';
import { type MiniChartPaths, miniChartPaths } from './mini-chart-paths';
import type { SeriesBook } from './price-series';

/** The elements of one card's chart: an <svg> holding the guide, market and model paths and a dot. */
export interface ChartElements {
  svg: SVGSVGElement;
  guide: SVGPathElement;
  market: SVGPathElement;
  model: SVGPathElement;
  dot: SVGCircleElement;
  /** The element carrying the chart's text summary (role="img"). */
  label: HTMLElement;
}

interface ChartView {
  matchId: number;
  player: string;
  el: ChartElements;
  summary: string;
  drawn: MiniChartPaths | null;
  width: number;
  height: number;
}

// Attributes are written only when they change: an unchanged `d` still invalidates the card's paint.
function setD(path: SVGPathElement, prev: string | undefined, next: string) {
  if (prev !== next) path.setAttribute('d', next);
}

function draw(v: ChartView, paths: MiniChartPaths) {
  const was = v.drawn;
  setD(v.el.guide, was?.guide, paths.guide);
  setD(v.el.market, was?.market, paths.market);
  setD(v.el.model, was?.model, paths.model);
  if (was?.dot?.x !== paths.dot?.x || was?.dot?.y !== paths.dot?.y) {
    v.el.dot.setAttribute('cx', String(paths.dot?.x ?? 0));
    v.el.dot.setAttribute('cy', String(paths.dot?.y ?? 0));
    v.el.dot.setAttribute('r', paths.dot ? '2.5' : '0');
  }
  v.drawn = paths;
}

/**
 * Draws the grid's mini charts at most once per animation frame: a series change marks its charts
 * dirty and one requestAnimationFrame rewrites the paths of every dirty chart on screen. React never
 * re-renders a card for a chart; only attached charts (cards on screen) are drawn.
 */
export function createChartFrames(book: SeriesBook) {
  const views = new Map<number, Set<ChartView>>();
  const bySvg = new Map<Element, ChartView>();
  const dirty = new Set<ChartView>();
  let frame = 0;
  const resize =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver((entries) => {
          for (const e of entries) {
            const v = bySvg.get(e.target);
            if (v && (v.width !== e.contentRect.width || v.height !== e.contentRect.height)) {
              v.width = e.contentRect.width;
              v.height = e.contentRect.height;
              mark(v);
            }
          }
        });

  function mark(v: ChartView) {
    dirty.add(v);
    if (frame === 0 && typeof requestAnimationFrame !== 'undefined') frame = requestAnimationFrame(flush);
  }

  function flush() {
    frame = 0;
    for (const v of dirty) {
      const series = book.get(v.matchId);
      draw(v, miniChartPaths(v.width, v.height, series));
      const summary = chartSummary(series, v.player);
      if (summary !== v.summary) {
        v.summary = summary;
        v.el.label.setAttribute('aria-label', summary);
        v.el.label.title = summary;
      }
    }
    dirty.clear();
  }

  return {
    /** Shows a match's series in `el` until the returned function is called. */
    attach(matchId: number, player: string, el: ChartElements): () => void {
      const v: ChartView = { matchId, player, el, summary: '', drawn: null, width: 0, height: 0 };
      const set = views.get(matchId) ?? new Set<ChartView>();
      views.set(matchId, set);
      set.add(v);
      bySvg.set(el.svg, v);
      // The observer reports the size at once, after layout: reading clientWidth here would force a
      // layout per chart mounted. Without it (tests) the chart is summarised but not drawn.
      if (resize) resize.observe(el.svg);
      else mark(v);
      return () => {
        resize?.unobserve(el.svg);
        bySvg.delete(el.svg);
        set.delete(v);
        dirty.delete(v);
        if (set.size === 0) views.delete(matchId);
      };
    },
    /** Follows the book's changes until the returned function is called (the grid's mount). */
    start(): () => void {
      const unsubscribe = book.subscribe((id) => {
        const set = views.get(id);
        if (set) for (const v of set) mark(v);
      });
      return () => {
        unsubscribe();
        if (frame !== 0) cancelAnimationFrame(frame);
        frame = 0;
      };
    },
  };
}

export type ChartFrames = ReturnType<typeof createChartFrames>;
