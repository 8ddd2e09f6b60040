/** How many recent points the sparkline covers: enough for a few games, small enough to stay cheap. */
export const MOMENTUM_POINTS = 20;

/**
 * Running points-won difference (p1 minus p2) over the last `MOMENTUM_POINTS` points, starting at 0
 * before the first of them. A point with no stated winner carries the running value forward.
 */
export function momentumSeries(points: readonly { winner: 1 | 2 | null }[]): number[] {
  const recent = points.slice(-MOMENTUM_POINTS);
  const series = [0];
  let diff = 0;
  for (const p of recent) {
    diff += p.winner === 1 ? 1 : p.winner === 2 ? -1 : 0;
    series.push(diff);
  }
  return series;
}
