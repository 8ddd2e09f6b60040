import type { ScoreState } from '../../contract/score';

const BEHIND = new Set(['0', '15', '30']);

/**
 * True when the receiver stands one point from winning the game on this state: at 40 against a server
 * below 40, or at AD. Tiebreaks have no breaks, and a row with no server or no points is never
 * guessed at (reconstructed end rows carry neither).
 */
export function isBreakPoint(row: Pick<ScoreState, 'points' | 'server' | 'is_tiebreak'>): boolean {
  if (row.is_tiebreak || row.server === null || !row.points) return false;
  const serverPoint = row.points[row.server - 1];
  const receiverPoint = row.points[row.server === 1 ? 1 : 0];
  if (receiverPoint === 'AD') return true;
  return receiverPoint === '40' && serverPoint != null && BEHIND.has(serverPoint);
}

/** Row indexes that are break points, ascending. */
export function breakPointIndexes(
  rows: readonly Pick<ScoreState, 'points' | 'server' | 'is_tiebreak'>[],
): number[] {
  const out: number[] = [];
  rows.forEach((r, i) => {
    if (isBreakPoint(r)) out.push(i);
  });
  return out;
}

/** The nearest break point strictly after `at`, or null. `indexes` ascend. */
export function nextBreakPoint(indexes: readonly number[], at: number): number | null {
  return indexes.find((i) => i > at) ?? null;
}

/** The nearest break point strictly before `at`, or null. */
export function previousBreakPoint(indexes: readonly number[], at: number): number | null {
  for (let k = indexes.length - 1; k >= 0; k--) if (indexes[k] < at) return indexes[k];
  return null;
}
