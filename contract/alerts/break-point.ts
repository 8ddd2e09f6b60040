import type { Score } from '../score';

const BEHIND = new Set(['0', '15', '30']);

/**
 * True when the returner holds a break point on this score. Points are the shown strings, so a returner
 * at 40 against a server below 40, or at AD, is one point from breaking. Tiebreaks have no breaks, and a
 * withheld point or server yields false (we never alert on a guess).
 */
export function breakPointFromScore(score: Pick<Score, 'points' | 'server' | 'is_tiebreak'> | null): boolean {
  if (!score || score.is_tiebreak || score.server === null || !score.points) return false;
  const serverPoint = score.points[score.server - 1];
  const returnerPoint = score.points[score.server === 1 ? 1 : 0];
  if (returnerPoint === 'AD') return true;
  return returnerPoint === '40' && serverPoint != null && BEHIND.has(serverPoint);
}
