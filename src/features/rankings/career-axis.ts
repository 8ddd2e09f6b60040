import { dayMs } from './career-dates';

/** January 1st of each year to label, at most about eight across the span. */
export function yearTicks(fromMs: number, toMs: number): number[] {
  const a = new Date(fromMs).getUTCFullYear();
  const b = new Date(toMs).getUTCFullYear() + 1;
  const span = b - a;
  const step = span <= 8 ? 1 : span <= 16 ? 2 : span <= 40 ? 5 : 10;
  const out: number[] = [];
  for (let y = Math.ceil(a / step) * step; y <= b; y += step) {
    const t = Date.UTC(y, 0, 1);
    if (t >= fromMs && t <= toMs) out.push(t);
  }
  return out;
}

export const yearLabel = (t: number) => String(new Date(t).getUTCFullYear());
export const dateLabel = (t: number) => new Date(t).toISOString().slice(0, 10);

/** Log-scale rank ticks: 1 always (the No. 1 line), then 1-2-5 steps down to the worst rank. */
export function rankTicks(worst: number): number[] {
  const out = [1];
  for (const t of [2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000]) {
    if (t > worst * 1.2) break;
    out.push(t);
  }
  return out;
}

/**
 * Chart rows: one per point, and a null row after each point a break starts from, so the line
 * stops at a gap instead of drawing through it.
 */
export function withBreaks<T extends { date: string }>(
  points: readonly T[],
  breakFrom: ReadonlySet<string>,
  toRow: (p: T) => Record<string, number | null>,
  blank: Record<string, null>,
): Record<string, number | null>[] {
  const rows: Record<string, number | null>[] = [];
  points.forEach((p, i) => {
    const prev = points[i - 1];
    if (prev && breakFrom.has(prev.date)) rows.push({ t: (dayMs(prev.date) + dayMs(p.date)) / 2, ...blank });
    rows.push({ t: dayMs(p.date), ...toRow(p) });
  });
  return rows;
}
