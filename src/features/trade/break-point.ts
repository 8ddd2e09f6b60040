import type { Score } from '../../../contract/score';
import type { SignalFrame } from '../../live/merge/apply-frames';

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

/**
 * The feed's word on a break point: open after a `break_point` frame until its `break_point_result`;
 * undefined when the feed has said nothing about break points for this match.
 */
export function breakPointFromSignals(signals: readonly SignalFrame[] | undefined): boolean | undefined {
  if (!signals) return undefined;
  for (let i = signals.length - 1; i >= 0; i--) {
    if (signals[i].type === 'break_point') return true;
    if (signals[i].type === 'break_point_result') return false;
  }
  return undefined;
}
