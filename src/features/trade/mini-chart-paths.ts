import type { MatchSeries } from './price-series';

/** The y range: fitted to the data so a 92→97% move is visible, never narrower than 10 pp. */
export function yRange(values: readonly number[]): [number, number] {
  if (values.length === 0) return [0, 1];
  let lo = Math.min(...values);
  let hi = Math.max(...values);
  const pad = Math.max(0.02, (hi - lo) * 0.15);
  lo -= pad;
  hi += pad;
  if (hi - lo < 0.1) {
    const mid = (hi + lo) / 2;
    lo = mid - 0.05;
    hi = mid + 0.05;
  }
  return [Math.max(0, lo), Math.min(1, hi)];
}

/** SVG path data of a card's chart in CSS pixels; an empty string draws nothing. */
export interface MiniChartPaths {
  /** The 50% line, when in range. */
  guide: string;
  /** Market mid, stepped (a price holds until the next tick). */
  market: string;
  /** The model's line. */
  model: string;
  /** The model's newest reading, marked with a dot. */
  dot: { x: number; y: number } | null;
}

const EMPTY: MiniChartPaths = { guide: '', market: '', model: '', dot: null };
const r1 = (v: number) => Math.round(v * 10) / 10;

/**
 * A card's chart as SVG paths (model solid, market mid dashed and stepped, the 50% line when in range).
 * SVG rather than a canvas per card: every canvas is a composited layer of its own, and with two dozen
 * of them on a page of 500 cards Chromium spent ~40% of the main thread deciding layers (Layerize);
 * a path is painted with the card. The x axis is time from the oldest reading of either series (the
 * market's ticks reach back before the grid opened) to the newest, so a chart is full from the start.
 */
export function miniChartPaths(width: number, height: number, s: MatchSeries): MiniChartPaths {
  const model = s.model;
  const ticks = s.market;
  if ((model.length === 0 && ticks.length === 0) || width <= 0 || height <= 0) return EMPTY;
  const t0 = Math.min(model[0]?.t ?? Number.POSITIVE_INFINITY, ticks[0]?.t ?? Number.POSITIVE_INFINITY);
  const t1 = Math.max(model.at(-1)?.t ?? t0, ticks.at(-1)?.t ?? t0);
  const values = [...model.map((m) => m.p), ...ticks.map((k) => k.mid)];
  const [lo, hi] = yRange(values);
  const pad = 3;
  const x = (t: number) => r1(t1 === t0 ? width - pad : pad + ((t - t0) / (t1 - t0)) * (width - 2 * pad));
  const y = (p: number) => r1(pad + (1 - (p - lo) / (hi - lo)) * (height - 2 * pad));

  const guideY = Math.round(y(0.5)) + 0.5;
  const guide = lo < 0.5 && hi > 0.5 ? `M0 ${guideY}H${r1(width)}` : '';

  let market = '';
  if (ticks.length > 0) {
    const parts = [`M${x(Math.max(t0, ticks[0].t))} ${y(ticks[0].mid)}`];
    for (let i = 1; i < ticks.length; i++) parts.push(`H${x(ticks[i].t)}V${y(ticks[i].mid)}`);
    parts.push(`H${x(t1)}`);
    market = parts.join('');
  }

  let line = '';
  let dot: MiniChartPaths['dot'] = null;
  if (model.length > 0) {
    const parts = [`M${x(model[0].t)} ${y(model[0].p)}`];
    for (let i = 1; i < model.length; i++) parts.push(`L${x(model[i].t)} ${y(model[i].p)}`);
    line = parts.join('');
    const last = model[model.length - 1];
    dot = { x: x(last.t), y: y(last.p) };
  }
  return { guide, market, model: line, dot };
}
