import { useMemo } from 'react';
import type { MatchFormat } from '../../../contract/markov/score-state';
import type { Match } from '../../../contract/match';
import type { Score } from '../../../contract/score';
import { matchFormat } from '../../lib/model-inputs';

/**
 * The match's rules (`matchFormat`), the same object for as long as they stay the same: each new
 * score state would otherwise count as new rules and re-price every sample of the chart.
 */
export function useMatchFormat(match: Match, score: Score | null): MatchFormat {
  const { bestOf, finalSet, deciderIsMatchTiebreak, noAd } = matchFormat(match, score);
  return useMemo(
    () => ({ bestOf, finalSet, deciderIsMatchTiebreak, noAd }),
    [bestOf, finalSet, deciderIsMatchTiebreak, noAd],
  );
}
