import { ageLabel, coarseAge } from '../../../lib/match-labels';
import type { Player } from '../../../lib/match-types';
import { embedMids } from './row-labels';
import type { RowMatch, RowScore } from './row-match';

// Every slate poll returns new objects for every match, so identity alone would re-render all 500
// rows each time. These checks compare only what a row draws, and stop at the score's sequence:
// one accepted state per sequence, so equal sequences mean equal sets, games and points.

const samePlayer = (a: Player, b: Player) =>
  a === b || (a.id === b.id && a.name === b.name && a.country === b.country && a.ranking === b.ranking);

const sameList = (a: readonly unknown[] | null, b: readonly unknown[] | null): boolean =>
  a === b ||
  (!!a &&
    !!b &&
    a.length === b.length &&
    a.every((v, i) => (Array.isArray(v) ? sameList(v, b[i] as unknown[]) : v === b[i])));

function sameScore(a: RowScore | null, b: RowScore | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  // Freshness can change without a new state; compare it as the row shows it (coarse labels).
  if (
    a.stale !== b.stale ||
    (a.stale && ageLabel(a.age_seconds) !== ageLabel(b.age_seconds)) ||
    a.corroborated !== b.corroborated ||
    coarseAge(a.corroborated_age_seconds) !== coarseAge(b.corroborated_age_seconds) ||
    a.win_probability_p1 !== b.win_probability_p1
  )
    return false;
  if (typeof a.sequence === 'number' && a.sequence === b.sequence) return true;
  return (
    a.server === b.server &&
    a.is_tiebreak === b.is_tiebreak &&
    sameList(a.sets, b.sets) &&
    sameList(a.games, b.games) &&
    sameList(a.points, b.points)
  );
}

/** True when two versions of a row would draw the same thing (React.memo's comparator). */
export function sameRow(a: RowMatch, b: RowMatch): boolean {
  if (a === b) return true;
  return (
    a.id === b.id &&
    a.status === b.status &&
    a.event_status === b.event_status &&
    a.round === b.round &&
    a.surface === b.surface &&
    samePlayer(a.players.p1, b.players.p1) &&
    samePlayer(a.players.p2, b.players.p2) &&
    embedMids(a)[1] === embedMids(b)[1] &&
    embedMids(a)[2] === embedMids(b)[2] &&
    sameScore(a.score, b.score)
  );
}
