import type { Match as WireMatch } from '../../contract/match';
import type { Player as WirePlayer } from '../../contract/player';
import type { Score as WireScore } from '../../contract/score';

// The parts of the contract's Match, Player and Score the slate views read. Derived with Pick so
// they stay in step with contract/; a full wire object is always assignable to these view types.

/** The player fields a match row shows. */
export type Player = Pick<WirePlayer, 'id' | 'name' | 'country' | 'ranking'>;

/** The score fields a match row shows; null keeps its meaning (withheld/unknown), never 0. */
export type Score = Pick<
  WireScore,
  'sets' | 'points' | 'server' | 'is_tiebreak' | 'stale' | 'age_seconds' | 'win_probability_p1'
> & {
  // Wider than the wire on purpose: the view also copes with a null entry in a set's slot.
  games: (number | null)[][] | null;
};

/** The match fields a slate row shows. */
export type Match = Pick<
  WireMatch,
  'id' | 'tournament' | 'tournament_id' | 'tour' | 'surface' | 'round' | 'status'
> & {
  players: { p1: Player; p2: Player };
  score: Score | null;
};
