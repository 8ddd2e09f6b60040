import { allTicks, syntheticBook, type Tick, visibleTicks } from '../../world/market';
import type { MatchContext } from '../../world/match-view';
import { stateFields } from '../tape/tape-rows';

/** A quote newer than this many ms after the point is no use for it (history-surface.md). */
const AFTER_WINDOW_MS = 5 * 60_000;
const TICK_LAG_MS = 15_000;
const MINUTE_LAG_MS = 90_000;

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** `tick` (lag ≤ 15 s), `minute` (≤ 90 s) or `coarse`, on the distance between quote and point. */
function resolutionOf(lagMs: number): 'tick' | 'minute' | 'coarse' {
  const lag = Math.abs(lagMs);
  return lag <= TICK_LAG_MS ? 'tick' : lag <= MINUTE_LAG_MS ? 'minute' : 'coarse';
}

/** The newest tick at or before `t`, else the first within five minutes after it; ticks ascend by time. */
function quoteFor(ticks: Tick[], t: number): Tick | null {
  let lo = 0;
  let hi = ticks.length - 1;
  let at = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (ticks[mid].t <= t) {
      at = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (at >= 0) return ticks[at];
  const next = ticks[0];
  return next && next.t - t <= AFTER_WINDOW_MS ? next : null;
}

function quote(k: Tick, side: 1 | 2, pointMs: number) {
  const mid = side === 1 ? k.mid1 : round4(1 - k.mid1);
  return {
    mid,
    ...syntheticBook(mid),
    // Every simulated quote's bid/ask is derived from its mid (server/world/market.ts).
    synthetic: true,
    timestamp: new Date(k.t).toISOString(),
    resolution: resolutionOf(k.t - pointMs),
    price_source: 'simulated_market',
  };
}

/** One row per played point after `afterSeq`, ascending, with each side's quote at the point's capture time. */
export function pointPrices(ctx: MatchContext, afterSeq: number, limit: number, now: number) {
  const { st } = ctx;
  const ticks = visibleTicks(allTicks(st, ctx.inputs, ctx.track, ctx.seed, ctx.speed), now);
  const mtb = st.slot.replay.format.deciderIsMatchTiebreak;
  const lastSeq = Math.max(0, st.index);
  const to = Math.min(lastSeq, afterSeq + limit);
  const data = [];
  for (let seq = afterSeq + 1; seq <= to; seq++) {
    const ts = st.accept[seq];
    const k = quoteFor(ticks, ts);
    const { sets, games, points, is_tiebreak } = stateFields(st.timeline.states[seq], mtb);
    data.push({
      seq,
      sets,
      games,
      points,
      is_tiebreak,
      ts: new Date(ts).toISOString(),
      quotes: { '1': k ? quote(k, 1, ts) : null, '2': k ? quote(k, 2, ts) : null },
    });
  }
  return {
    data,
    meta: {
      match_id: st.slot.id,
      last_seq: data.length > 0 ? to : afterSeq,
      count: data.length,
      has_more: to < lastSeq,
      limit,
      price_source: 'simulated_market',
    },
  };
}
