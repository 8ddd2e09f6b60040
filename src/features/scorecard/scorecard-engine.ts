import { addMatch, emptyPair, type Pair, type Score, scoreOf } from './calibration';
import { marketForecasts, modelForecasts, outcomeOf } from './extract';

/** One match as read: its result, the tape's probabilities and the price rows. */
export interface MatchInput {
  winner: number | null;
  outcome: string | null;
  tape: { win_probability_p1: number | null }[];
  prices: { quotes: { '1'?: { mid?: number | null } | null; '2'?: { mid?: number | null } | null } }[];
}

/** What the page posts to the scoring engine. */
export type ScorecardMessage = { type: 'reset' } | { type: 'match'; match: MatchInput };

export interface EngineState {
  model: Pair;
  market: Pair;
  /** Matches read that could not be scored (no result, a walkover or retirement, too few forecasts). */
  unscored: number;
}

export const initialEngine = (): EngineState => ({ model: emptyPair(), market: emptyPair(), unscored: 0 });

/** Folds one match in: the model's forecasts, and the market's where the match had prices. */
export function engineStep(s: EngineState, m: MatchInput): EngineState {
  const y = outcomeOf(m);
  const model = modelForecasts(m.tape);
  if (y === null || !model) return { ...s, unscored: s.unscored + 1 };
  const market = marketForecasts(m.prices);
  return {
    model: addMatch(s.model, model.live, model.pre, y),
    market: market ? addMatch(s.market, market.live, market.pre, y) : s.market,
    unscored: s.unscored,
  };
}

export interface ScorecardResult {
  model: { live: Score; baseline: Score };
  market: { live: Score; baseline: Score };
  unscored: number;
}

export function resultOf(s: EngineState): ScorecardResult {
  return {
    model: { live: scoreOf(s.model.live), baseline: scoreOf(s.model.baseline) },
    market: { live: scoreOf(s.market.live), baseline: scoreOf(s.market.baseline) },
    unscored: s.unscored,
  };
}
