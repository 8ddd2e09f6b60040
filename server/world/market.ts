import { hash32, normal, unit } from '../engine/rng';
import type { MatchModelInputs, ModelTrack } from './match-model';
import type { Slot } from './schedule';
import type { SlotStatus } from './slot-status';

/**
 * SIMULATED match-winner market. The data pack has no prices, so every quote here is made up
 * by rule: pre-match ticks around the opening price, in-play mids that follow the anchored model
 * with a lag and noise, and resolution to 1/0 when the match ends. Never data. There is no order
 * book behind any of it: bid and ask are always the mid ± half of `SYNTHETIC_SPREAD`, so every
 * price says `synthetic: true` (the vendor's false means real top-of-book).
 */
export interface Tick {
  t: number;
  mid1: number;
  /** Pre-match ticks are deleted once past retention; in-play and settlement ticks are kept. */
  preMatch: boolean;
}

/** The spec's synthetic quote: mid plus or minus 0.005. */
const SYNTHETIC_HALF_SPREAD = 0.005;

const PRE_MATCH_WINDOW_MS = 6 * 3_600_000;
const PRE_MATCH_EVERY_MS = 10 * 60_000;
const RETENTION_MS = 30 * 86_400_000;
const SETTLE_AFTER_MS = 60_000;

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;
const clampMid = (x: number) => Math.min(0.995, Math.max(0.005, x));

const cache = new Map<number, Tick[]>();

/** Every tick the market will ever have for a slot, oldest first (cached per slot id). */
export function allTicks(
  st: SlotStatus,
  inputs: MatchModelInputs,
  track: ModelTrack,
  seed: number,
  speed: number,
): Tick[] {
  const known = cache.get(st.slot.id);
  if (known) return known;
  const ticks: Tick[] = [];
  const { slot } = st;
  const open = inputs.preMatchMarketP1;
  for (let t = slot.scheduledMs - PRE_MATCH_WINDOW_MS; t < slot.startMs; t += PRE_MATCH_EVERY_MS) {
    ticks.push({
      t,
      mid1: round4(clampMid(open + 0.01 * normal(seed, 'pre', slot.id, t))),
      preMatch: true,
    });
  }
  for (let i = 0; i < st.accept.length; i++) {
    // The venue reacts 4-20 s (service time) after the score moves.
    const lag = (4_000 + unit(seed, 'lag', slot.id, i) * 16_000) / Math.max(1, speed / 4);
    const t = st.accept[i] + lag;
    if (t >= slot.endMs) break;
    const mid = clampMid(track.anchoredP1[i] + 0.012 * normal(seed, 'mid', slot.id, i));
    ticks.push({ t, mid1: round4(mid), preMatch: false });
  }
  const winner = st.timeline.states.at(-1)?.winner;
  if (winner)
    ticks.push({
      t: slot.endMs + SETTLE_AFTER_MS / speed,
      mid1: winner === 1 ? 1 : 0,
      preMatch: false,
    });
  if (cache.size > 3000) cache.clear();
  cache.set(slot.id, ticks);
  return ticks;
}

/** Ticks visible at `now`: none from the future, pre-match ticks past retention deleted. */
export function visibleTicks(all: Tick[], now: number): Tick[] {
  return all.filter((k) => k.t <= now && !(k.preMatch && now - k.t > RETENTION_MS));
}

/** Bid and ask derived from the mid, as the spec defines a synthetic quote (clamped to 0..1). */
export function syntheticBook(mid: number) {
  return {
    bid: round4(Math.max(0, mid - SYNTHETIC_HALF_SPREAD)),
    ask: round4(Math.min(1, mid + SYNTHETIC_HALF_SPREAD)),
  };
}

/** The two Price rows (side 1 and side 2) of one tick. */
export function priceRows(k: Tick) {
  const row = (side: 1 | 2, mid: number) => ({
    side,
    ...syntheticBook(mid),
    mid,
    spread: round4(2 * SYNTHETIC_HALF_SPREAD),
    price_source: 'simulated_market',
    synthetic: true,
    timestamp: new Date(k.t).toISOString(),
  });
  return [row(1, k.mid1), row(2, round4(1 - k.mid1))];
}

/** The Market object (simulated), without prices. */
export function marketObject(slot: Slot, names: [string, string], now: number, ticks: Tick[]) {
  const settled = now >= slot.endMs + SETTLE_AFTER_MS;
  const traded = ticks.filter((k) => k.t <= now).length;
  return {
    id: 70_000_000 + (slot.id % 10_000_000),
    question: `Will ${names[0]} beat ${names[1]}?`,
    status: settled ? ('resolved' as const) : ('active' as const),
    volume: Math.round(traded * (800 + (hash32('vol', slot.id) % 400))),
    liquidity: settled ? 0 : 20_000 + (hash32('liq', slot.id) % 30_000),
    end_date: settled ? new Date(slot.endMs + SETTLE_AFTER_MS).toISOString() : null,
    simulated: true,
  };
}
