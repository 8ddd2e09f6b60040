import { MODEL_VERSION } from '../world/match-model';
import type { MatchContext } from '../world/match-view';

const round3 = (x: number) => Math.round(x * 1000) / 1000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The model analysis of a match: a pre-match profile (and a live one once play starts) from the
 * Markov model, with its inputs; the thesis picks the side the anchored model favours.
 */
export function analysisOf(ctx: MatchContext, now: number) {
  const { st, inputs, track } = ctx;
  const live = st.status !== 'upcoming';
  const i = Math.max(0, st.index);
  const p1 = live ? track.anchoredP1[i] : track.anchoredP1[0];
  const closeness = 1 - Math.abs(2 * track.anchoredP1[0] - 1);
  const pick = p1 >= 0.5 ? 1 : 2;
  const createdAt = live ? st.accept[i] : st.slot.scheduledMs - 3_600_000;
  const { p1: a, p2: b } = ctx.facts;
  return {
    thesis: {
      pick_side: pick,
      confidence: round3(Math.abs(p1 - 0.5) * 2),
      win_probability_pick: round3(pick === 1 ? p1 : 1 - p1),
      state: live ? (Math.abs(p1 - track.anchoredP1[0]) > 0.25 ? 'weakened' : 'valid') : 'valid',
      reasoning: `${pick === 1 ? a.name : b.name} is favoured by the serve-and-return model of their recent real results${ctx.hasMarket ? ', anchored to the opening market price' : ''}.`,
      notes: { matchup: null, environment: ctx.facts.tournament.surface, fatigue: null },
      scenario_playbook: null,
      created_at: iso(createdAt),
    },
    profile: {
      win_probability_p1: round3(p1),
      expected_closeness: round3(closeness),
      volatility_rating: closeness > 0.7 ? 'high' : closeness > 0.4 ? 'med' : 'low',
      stage: live ? 'live' : 'pregame',
      model_version: MODEL_VERSION,
      input_state: null,
      key_factors: [
        `${a.name} wins ${Math.round(inputs.raw.pServe1 * 1000) / 10}% of service points (estimate)`,
        `${b.name} wins ${Math.round(inputs.raw.pServe2 * 1000) / 10}% of service points (estimate)`,
      ],
      created_at: iso(Math.min(createdAt, now)),
      // Additive: the model's inputs, before and after the market anchor.
      inputs: {
        p1_serve_points_won: round3(inputs.raw.pServe1),
        p2_serve_points_won: round3(inputs.raw.pServe2),
        p1_serve_points_won_anchored: ctx.hasMarket ? round3(inputs.anchored.pServe1) : null,
        p2_serve_points_won_anchored: ctx.hasMarket ? round3(inputs.anchored.pServe2) : null,
        pre_match_model_p1: round3(inputs.preMatchModelP1),
        pre_match_market_p1: ctx.hasMarket ? round3(inputs.preMatchMarketP1) : null,
        estimates: inputs.estimate.inputs,
      },
    },
  };
}
