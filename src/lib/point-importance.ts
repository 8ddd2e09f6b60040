// Point importance (the service's `danger`) in one unit wherever it is shown: a swing in win
// probability is a difference of two percentages, so it reads in percentage points, never as odds
// and never as a percentage (which would read as a chance).

/** The one-line meaning of point importance, on hover and in legends. */
export const IMPORTANCE_EXPLANATION =
  'Point importance: how far the next point moves the model’s win probability, either way, in percentage points.';

/** `danger` as a trader reads it: the swing of the next point in percentage points ("±3.8 pp"). */
export function formatImportance(danger: number | null | undefined): string | null {
  if (danger === null || danger === undefined || !Number.isFinite(danger)) return null;
  const pp = Math.abs(danger) * 100;
  if (pp > 0 && pp < 0.05) return '<0.1 pp';
  return `±${pp.toFixed(1)} pp`;
}
