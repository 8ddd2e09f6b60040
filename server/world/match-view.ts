import type { MatchFormat } from '../../contract/markov/score-state';
import type { Tier } from '../access/keys';
import { tierAtLeast } from '../access/keys';
import type { MatchFacts } from './match-facts';
import { type MatchModelInputs, MODEL_VERSION, type ModelTrack } from './match-model';
import { scoreView } from './score-view';
import { interruptVisibleAt, type SlotStatus } from './slot-status';

export interface MatchContext {
  st: SlotStatus;
  facts: MatchFacts;
  inputs: MatchModelInputs;
  track: ModelTrack;
  hasMarket: boolean;
  hasAnalysis: boolean;
  seed: number;
  speed: number;
  /** Set by the restate fault: the corrected result's version and when it was published. */
  resultVersion?: number;
  restatedAt?: number;
}

/** The model's scoring rules in wire case (contract/score.ts `ModelFormat`). */
function formatOnWire(f: MatchFormat) {
  return {
    best_of: f.bestOf,
    final_set: f.finalSet,
    decider_match_tiebreak: f.deciderIsMatchTiebreak,
    no_ad: f.noAd,
  };
}

const iso = (ms: number) => new Date(ms).toISOString();
const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** The Score object at `now` with the ULTRA model fields where the tier allows. */
export function scoreFor(ctx: MatchContext, now: number, tier: Tier) {
  const base = scoreView(ctx.st, now, ctx.seed, ctx.st.slot.replay.format.deciderIsMatchTiebreak);
  if (!base || !tierAtLeast(tier, 'ultra')) return base;
  const i = ctx.st.index;
  const { raw, anchored, preMatchMarketP1 } = ctx.inputs;
  const anchorMoved = ctx.hasMarket && Math.abs(ctx.track.anchoredP1[i] - ctx.track.modelP1[i]) > 1e-9;
  return {
    ...base,
    win_probability_p1: round4(ctx.track.anchoredP1[i]),
    win_probability_p1_model: round4(ctx.track.modelP1[i]),
    danger: round4(ctx.track.danger[i]),
    win_probability_meta: {
      model_version: MODEL_VERSION,
      generated_at: iso(ctx.st.accept[i]),
      market_anchored: ctx.hasMarket,
      anchor_effective: anchorMoved,
      // Additive: why the model says what it says.
      inputs: {
        p1_serve_points_won: round4(raw.pServe1),
        p2_serve_points_won: round4(raw.pServe2),
        p1_serve_points_won_anchored: ctx.hasMarket ? round4(anchored.pServe1) : null,
        p2_serve_points_won_anchored: ctx.hasMarket ? round4(anchored.pServe2) : null,
        market_pre_match_p1: ctx.hasMarket ? round4(preMatchMarketP1) : null,
        // The rules the model scores by, so a client running contract/markov gets the same numbers.
        format: formatOnWire(ctx.st.slot.replay.format),
        estimates: ctx.inputs.estimate.inputs,
      },
    },
  };
}

/** The instant the row last changed, which the change feed orders and filters on. */
export function updatedAt(ctx: MatchContext, now: number): number {
  const { st } = ctx;
  if (st.status === 'upcoming') return st.slot.scheduledMs - 86_400_000 / ctx.speed;
  if (st.status === 'completed') return st.slot.endMs;
  let t = st.accept[st.index];
  for (const g of st.gaps) {
    if (!g.interrupted) continue;
    const shown = interruptVisibleAt(g, ctx.speed);
    if (shown <= now && shown > t) t = shown;
    if (g.toMs <= now && g.toMs > t) t = g.toMs;
  }
  return t;
}

/** Last change of event_status: a suspension shown or cleared, or the retirement. */
function eventStatus(ctx: MatchContext, now: number): { value: string | null; changedAt: number | null } {
  const { st } = ctx;
  const replay = st.slot.replay;
  if (st.status === 'completed' && replay.outcome === 'retired')
    return { value: 'Retired', changedAt: st.slot.endMs };
  if (st.interruption)
    return { value: 'Interrupted', changedAt: interruptVisibleAt(st.interruption, ctx.speed) };
  let cleared: number | null = null;
  for (const g of st.gaps) if (g.interrupted && g.toMs <= now) cleared = g.toMs;
  return { value: null, changedAt: cleared };
}

/** The Match object (list row, or the detail read with market/analysis keys by tier). */
export function matchView(ctx: MatchContext, now: number, tier: Tier) {
  const { st, facts } = ctx;
  const { slot } = st;
  const replay = slot.replay;
  const final = st.timeline.states[st.timeline.states.length - 1];
  const completed = st.status === 'completed';
  const winner = completed
    ? (final.winner ?? (replay.retiredSide ? (replay.retiredSide === 1 ? 2 : 1) : null))
    : null;
  const ev = eventStatus(ctx, now);
  return {
    id: slot.id,
    tournament: facts.tournament.name ?? '',
    tour: facts.tour,
    tournament_id: facts.tournament.id,
    tier: facts.tournament.tier,
    tier_source: facts.tournament.tier_source,
    surface: facts.tournament.surface,
    indoor: false,
    format: replay.format.bestOf === 5 ? 'BO5' : 'BO3',
    round: facts.round,
    round_code: facts.roundCode,
    is_qualifying: false,
    gender: facts.gender,
    status: st.status,
    event_status: ev.value,
    event_status_updated_at: ev.changedAt === null ? null : iso(ev.changedAt),
    is_doubles: facts.draw === 'doubles',
    draw: facts.draw,
    scheduled_time: iso(slot.scheduledMs),
    live_at: st.status === 'upcoming' ? null : iso(slot.startMs),
    players: { p1: facts.p1, p2: facts.p2 },
    score: scoreFor(ctx, now, tier),
    winner,
    outcome: completed ? replay.outcome : null,
    withdrew: completed && replay.outcome === 'retired' ? replay.retiredSide : null,
    result_restated_at: completed && ctx.restatedAt !== undefined ? iso(ctx.restatedAt) : null,
    result_version: completed ? (ctx.resultVersion ?? 1) : 0,
    has_analysis: ctx.hasAnalysis,
    has_market: ctx.hasMarket,
    // Additive fields: the change-feed clock, the court, and where the replayed match came from.
    updated_at: iso(updatedAt(ctx, now)),
    court: `Court ${slot.court + 1}`,
    replay: facts.provenance,
  };
}
