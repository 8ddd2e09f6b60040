import type { MatchSeries } from './price-series';

export interface ChartPalette {
  model: string;
  market: string;
  guide: string;
}

// sky-700 / amber-700 on white, sky-300 / amber-400 on slate-900: each line 4.5:1 or better, and the
// market line is dashed as well, so the two never rely on colour alone.
export const LIGHT: ChartPalette = { model: '#0369a1', market: '#b45309', guide: '#cbd5e1' };
export const DARK: ChartPalette = { model: '#7dd3fc', market: '#fbbf24', guide: '#475569' };

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

/**
 * Draws a card's chart in CSS pixels (the caller scaled the context for the device): model solid,
 * market mid dashed and stepped (a price holds until the next tick), the 50% line when in range.
 * The x axis is time from the oldest reading of either series (the market's ticks reach back before
 * the grid opened, the model's samples start then) to the newest, so a chart is full from the start.
 */
export function drawMiniChart(
  ctx: CanvasRenderingContext2D,
  width: number,
  height: number,
  s: MatchSeries,
  colors: ChartPalette,
): void {
  ctx.clearRect(0, 0, width, height);
  const model = s.model;
  const ticks = s.market;
  if (model.length === 0 && ticks.length === 0) return;
  const t0 = Math.min(model[0]?.t ?? Number.POSITIVE_INFINITY, ticks[0]?.t ?? Number.POSITIVE_INFINITY);
  const t1 = Math.max(model.at(-1)?.t ?? t0, ticks.at(-1)?.t ?? t0);
  const shown = ticks;
  const values = [...model.map((m) => m.p), ...shown.map((k) => k.mid)];
  const [lo, hi] = yRange(values);
  const pad = 3;
  const x = (t: number) => (t1 === t0 ? width - pad : pad + ((t - t0) / (t1 - t0)) * (width - 2 * pad));
  const y = (p: number) => pad + (1 - (p - lo) / (hi - lo)) * (height - 2 * pad);

  if (lo < 0.5 && hi > 0.5) {
    ctx.strokeStyle = colors.guide;
    ctx.lineWidth = 1;
    ctx.setLineDash([2, 3]);
    ctx.beginPath();
    ctx.moveTo(0, Math.round(y(0.5)) + 0.5);
    ctx.lineTo(width, Math.round(y(0.5)) + 0.5);
    ctx.stroke();
  }

  if (shown.length > 0) {
    ctx.strokeStyle = colors.market;
    ctx.lineWidth = 1.5;
    ctx.setLineDash([4, 3]);
    ctx.beginPath();
    ctx.moveTo(x(Math.max(t0, shown[0].t)), y(shown[0].mid));
    for (let i = 1; i < shown.length; i++) {
      ctx.lineTo(x(shown[i].t), y(shown[i - 1].mid));
      ctx.lineTo(x(shown[i].t), y(shown[i].mid));
    }
    ctx.lineTo(x(t1), y(shown[shown.length - 1].mid));
    ctx.stroke();
  }

  ctx.setLineDash([]);
  if (model.length > 0) {
    ctx.strokeStyle = colors.model;
    ctx.fillStyle = colors.model;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(x(model[0].t), y(model[0].p));
    for (let i = 1; i < model.length; i++) ctx.lineTo(x(model[i].t), y(model[i].p));
    ctx.stroke();
    const last = model[model.length - 1];
    ctx.beginPath();
    ctx.arc(x(last.t), y(last.p), 2.5, 0, Math.PI * 2);
    ctx.fill();
  }
}
