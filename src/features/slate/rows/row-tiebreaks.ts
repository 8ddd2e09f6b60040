import type { SetTiebreaks } from '../../../lib/score-format';
import type { RowScore } from './row-match';

/**
 * Whether a finished set of the score went to a tiebreak (7–6) whose points `known` does not hold.
 * The listing sends no tiebreak points, and a row follows only its match's newest point rows: a set
 * decided in a tiebreak before the page joined needs the match's point rows from the start.
 */
export function tiebreakUnknown(score: RowScore | null, known: SetTiebreaks): boolean {
  const games = score?.games;
  if (!games) return false;
  const [p1, p2] = games;
  // The sets won say how many are finished; the games' last entry is the set in play.
  const won = (score?.sets[0] ?? 0) + (score?.sets[1] ?? 0);
  const finished = Math.min(p1.length, p2.length, won);
  for (let set = 0; set < finished; set++) {
    const a = p1[set];
    const b = p2[set];
    const tiebreak = (a === 7 && b === 6) || (a === 6 && b === 7);
    if (tiebreak && !known?.[set]) return true;
  }
  return false;
}
