import { percentText } from './percent';

/**
 * A probability (0–1) as a percentage a reader can trust: rounded to `decimals`, but never to a
 * certainty it is not (`percentText`'s rule) — 0.999999 reads ">99%", 0.000001 "<1%"; only exactly 1
 * or 0 read 100% or 0%. Null for a value that is missing or not a number (shown as absent, never 0).
 */
export function formatProbability(p: number | null | undefined, decimals = 0): string | null {
  if (typeof p !== 'number' || !Number.isFinite(p)) return null;
  return percentText(p, decimals, (r) => `${(r * 100).toFixed(decimals)}%`);
}
