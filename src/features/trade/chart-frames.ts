import { chartSummary } from './chart-summary';
import { DARK, drawMiniChart, LIGHT } from './draw-mini-chart';
import type { SeriesBook } from './price-series';

interface ChartView {
  matchId: number;
  player: string;
  canvas: HTMLCanvasElement;
  /** The element carrying the chart's text summary (role="img"). */
  label: HTMLElement;
  summary: string;
  width: number;
  height: number;
}

function isDark(): boolean {
  const root = document.documentElement.classList;
  if (root.contains('dark')) return true;
  if (root.contains('light')) return false;
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

/**
 * Draws the grid's mini charts at most once per animation frame: a series change marks its charts
 * dirty and one requestAnimationFrame draws every dirty chart on screen. 24 charts streaming several
 * points a second cost a few canvas paths a frame, where re-rendering SVG charts through React did not
 * fit the frame budget. Only attached canvases (cards on screen) are drawn.
 */
export function createChartFrames(book: SeriesBook) {
  const views = new Map<number, Set<ChartView>>();
  const byCanvas = new Map<Element, ChartView>();
  const dirty = new Set<ChartView>();
  let frame = 0;
  const resize =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver((entries) => {
          for (const e of entries) {
            const v = byCanvas.get(e.target);
            if (v) sizeTo(v, e.contentRect.width, e.contentRect.height);
          }
        });

  function sizeTo(v: ChartView, width: number, height: number) {
    const ratio = globalThis.devicePixelRatio || 1;
    v.width = width;
    v.height = height;
    v.canvas.width = Math.round(width * ratio);
    v.canvas.height = Math.round(height * ratio);
    mark(v);
  }

  function mark(v: ChartView) {
    dirty.add(v);
    if (frame === 0 && typeof requestAnimationFrame !== 'undefined') frame = requestAnimationFrame(flush);
  }

  function flush() {
    frame = 0;
    const colors = isDark() ? DARK : LIGHT;
    const ratio = globalThis.devicePixelRatio || 1;
    for (const v of dirty) {
      const series = book.get(v.matchId);
      const ctx = v.width > 0 ? v.canvas.getContext('2d') : null;
      if (ctx) {
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
        drawMiniChart(ctx, v.width, v.height, series, colors);
      }
      const summary = chartSummary(series, v.player);
      if (summary !== v.summary) {
        v.summary = summary;
        v.label.setAttribute('aria-label', summary);
        v.label.title = summary;
      }
    }
    dirty.clear();
  }

  const unsubscribe = book.subscribe((id) => {
    const set = views.get(id);
    if (set) for (const v of set) mark(v);
  });

  return {
    /** Shows a match's series on `canvas` until the returned function is called. */
    attach(matchId: number, player: string, canvas: HTMLCanvasElement, label: HTMLElement): () => void {
      const v: ChartView = { matchId, player, canvas, label, summary: '', width: 0, height: 0 };
      const set = views.get(matchId) ?? new Set<ChartView>();
      views.set(matchId, set);
      set.add(v);
      byCanvas.set(canvas, v);
      // The observer reports the size at once, after layout: reading clientWidth here would force a
      // layout per chart mounted. Without it (tests) the chart is summarised but not drawn.
      if (resize) resize.observe(canvas);
      else mark(v);
      return () => {
        resize?.unobserve(canvas);
        byCanvas.delete(canvas);
        set.delete(v);
        dirty.delete(v);
        if (set.size === 0) views.delete(matchId);
      };
    },
    /** Redraws every chart (the colour scheme changed). */
    redrawAll(): void {
      for (const set of views.values()) for (const v of set) mark(v);
    },
    dispose(): void {
      unsubscribe();
      resize?.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
    },
  };
}

export type ChartFrames = ReturnType<typeof createChartFrames>;
