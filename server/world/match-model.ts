import type { ReplayMatch } from '../data/slam-pbp';
import {
  anchorToPrice,
  matchProbabilityPreMatch,
  pointDanger,
  winProbability,
} from '../../contract/markov/markov';
import { normal } from '../engine/rng';
import { timelineOf } from './timeline';

/** Each side's serve-point win probability as estimated from the real results before the match. */
export interface ServeEstimate {
  pServe1: number;
  pServe2: number;
  inputs: Record<string, unknown>;
}

/** The model of one real match: raw and market-anchored serve probabilities and the pre-match price. */
export interface MatchModelInputs {
  raw: { pServe1: number; pServe2: number };
  anchored: { pServe1: number; pServe2: number; delta: number };
  preMatchModelP1: number;
  /** The simulated market's opening price for p1 (see market.ts); the anchor's target. */
  preMatchMarketP1: number;
  estimate: ServeEstimate;
}

export const MODEL_VERSION = 'courtside-markov-1';

const clamp = (p: number, lo = 0.03, hi = 0.97) => Math.min(hi, Math.max(lo, p));

/**
 * Builds the model inputs: the opening market price is the real ranking-points strength ratio
 * at the time blended with the raw model plus seeded noise (a simulated market, documented as
 * such); the anchored model shifts serve probabilities until its pre-match number equals it.
 */
export function modelInputs(
  m: ReplayMatch,
  estimate: ServeEstimate,
  rankPoints: [number | null, number | null],
  seed: number,
): MatchModelInputs {
  const raw = { pServe1: estimate.pServe1, pServe2: estimate.pServe2 };
  const preMatchModelP1 = matchProbabilityPreMatch(m.format, raw.pServe1, raw.pServe2, m.firstServer);
  const [a, b] = rankPoints;
  const strength = a && b ? a / (a + b) : null;
  const blended = strength === null ? preMatchModelP1 : 0.5 * strength + 0.5 * preMatchModelP1;
  const preMatchMarketP1 = clamp(blended + 0.03 * normal(seed, 'open', m.key));
  const anchored = anchorToPrice(m.format, raw.pServe1, raw.pServe2, preMatchMarketP1, m.firstServer);
  return { raw, anchored, preMatchModelP1, preMatchMarketP1, estimate };
}

/** Per-state model reads, computed once per real match and mapped market. */
export interface ModelTrack {
  anchoredP1: Float64Array;
  modelP1: Float64Array;
  danger: Float64Array;
}

const tracks = new WeakMap<MatchModelInputs, Map<boolean, ModelTrack>>();

/** Win probability (anchored when a market is mapped), the unanchored model, and danger per state. */
export function modelTrack(m: ReplayMatch, inputs: MatchModelInputs, marketMapped: boolean): ModelTrack {
  let byMarket = tracks.get(inputs);
  if (!byMarket) {
    byMarket = new Map();
    tracks.set(inputs, byMarket);
  }
  const known = byMarket.get(marketMapped);
  if (known) return known;
  const { states } = timelineOf(m);
  const anchoredP1 = new Float64Array(states.length);
  const modelP1 = new Float64Array(states.length);
  const danger = new Float64Array(states.length);
  const a = marketMapped ? inputs.anchored : inputs.raw;
  for (let i = 0; i < states.length; i++) {
    const s = states[i];
    modelP1[i] = winProbability(s, m.format, inputs.raw.pServe1, inputs.raw.pServe2);
    anchoredP1[i] = marketMapped ? winProbability(s, m.format, a.pServe1, a.pServe2) : modelP1[i];
    danger[i] = pointDanger(s, m.format, a.pServe1, a.pServe2);
  }
  const track = { anchoredP1, modelP1, danger };
  byMarket.set(marketMapped, track);
  return track;
}
