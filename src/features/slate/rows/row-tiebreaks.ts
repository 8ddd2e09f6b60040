import type { SetTiebreaks } from '../../../lib/score-format';
import type { RowScore } from './row-match';

/**
 * Whether set `set` (0-based) of the score is finished and went to a tiebreak (7–6). The sets won
 * say how many are finished; the games' last entry is the set in play.
 */
export function wentToTiebreak(score: RowScore | null, set: number): boolean {
  const games = score?.games;
  if (!games) return false;
  const [p1, p2] = games;
  const won = (score?.sets[0] ?? 0) + (score?.sets[1] ?? 0);
  if (set >= Math.min(p1.length, p2.length, won)) return false;
  const a = p1[set];
  const b = p2[set];
  return (a === 7 && b === 6) || (a === 6 && b === 7);
}

/**
 * Whether a finished set of the score went to a tiebreak whose points `known` does not hold. The
 * listing sends no tiebreak points, and a row follows only its match's newest point rows: a set
 * decided in a tiebreak before the page joined needs the match's point rows from the start.
 */
export function tiebreakUnknown(score: RowScore | null, known: SetTiebreaks): boolean {
  const sets = score?.games ? Math.min(score.games[0].length, score.games[1].length) : 0;
  for (let set = 0; set < sets; set++) if (wentToTiebreak(score, set) && !known?.[set]) return true;
  return false;
}
