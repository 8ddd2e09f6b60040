import type { MarketPrice } from '../../../../contract/market';
import type { Score as WireScore } from '../../../../contract/score';
import type { Score } from '../../../lib/match-types';
import type { SetTiebreaks } from '../../../lib/score-format';
import type { SlateMatch } from '../slate-match';

/**
 * The score as a slate row reads it: the view score plus the freshness and corroboration fields.
 * Optional because the tolerant parse leaves a field the service did not send missing.
 */
export type RowScore = Score &
  Partial<Pick<WireScore, 'sequence' | 'corroborated' | 'corroborated_age_seconds'>>;

/**
 * A live slate row. `market_price` is the detail route's embed (PRO): `GET /matches` does not carry it,
 * so the mid shows only when a row arrives with it already attached; the slate never asks per match.
 */
export type RowMatch = Omit<SlateMatch, 'score'> & {
  score: RowScore | null;
  market_price?: MarketPrice | null;
  /**
   * Per-set tiebreak points, shaped like the tape's `tiebreaks`. `GET /matches` does not send them
   * today; a row that carries them raises the loser's points beside its games (7–6⁴).
   */
  tiebreaks?: SetTiebreaks;
  /** The local service's provenance of a replayed match (`lib/replay.ts` reads it); absent upstream. */
  replay?: unknown;
};
