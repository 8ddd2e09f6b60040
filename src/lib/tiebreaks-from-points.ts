import type { LivePoint } from '../../contract/points';
import type { SetTiebreaks } from './score-format';

const REGULAR = new Set(['0', '15', '30', '40', 'AD']);
const count = (s: string | null) => (s !== null && /^\d+$/.test(s) ? Number(s) : null);
const setsWon = (p: LivePoint) => p.sets.reduce<number>((sum, s) => sum + (s ?? 0), 0);

/** A tiebreak state: the row says so, or its score is a running count rather than 15/30/40. */
function inTiebreak(p: LivePoint): boolean {
  if (p.tiebreak !== undefined) return p.tiebreak;
  return [p.score.p1, p.score.p2].some((s) => s !== null && !REGULAR.has(s));
}

/**
 * The final tiebreak points of each finished set whose last tiebreak point the held rows show: the
 * count before the set's last point (two consecutive rows, no gap) plus that point for its winner.
 * A set whose end is not held, or whose winner or count is not stated, stays null: never guessed.
 */
export function tiebreaksFromPoints(points: readonly LivePoint[] | undefined): SetTiebreaks {
  if (!points || points.length < 2) return null;
  const found: ({ p1: number; p2: number } | null)[] = [];
  for (let i = 1; i < points.length; i++) {
    const before = points[i - 1];
    const after = points[i];
    if (after.seq !== before.seq + 1 || !inTiebreak(before) || after.winner === null) continue;
    const set = setsWon(before);
    if (setsWon(after) !== set + 1) continue;
    const p1 = count(before.score.p1);
    const p2 = count(before.score.p2);
    if (p1 === null || p2 === null) continue;
    while (found.length < set) found.push(null);
    found[set] = after.winner === 1 ? { p1: p1 + 1, p2 } : { p1, p2: p2 + 1 };
  }
  return found.length > 0 ? found : null;
}

/** Per set, the listing's own tiebreaks where it has them, else the ones the held points show. */
export function mergeTiebreaks(listed: SetTiebreaks, fromPoints: SetTiebreaks): SetTiebreaks {
  if (!fromPoints) return listed;
  if (!listed) return fromPoints;
  const n = Math.max(listed.length, fromPoints.length);
  return Array.from({ length: n }, (_, i) => listed[i] ?? fromPoints[i] ?? null);
}
