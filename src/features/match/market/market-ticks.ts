import type { Price } from '../../../../contract/market';
import { formatProbability } from '../../../lib/probability';

/** Which ticks the market tab shows: from the start of play (default), before it, or all. */
export type MarketPhase = 'live' | 'pre' | 'all';

export const MARKET_PHASES: readonly { key: MarketPhase; label: string }[] = [
  { key: 'live', label: 'In play' },
  { key: 'pre', label: 'Pre-match' },
  { key: 'all', label: 'Whole market' },
];

/** The phase named in the URL; in-play unless asked. */
export function parsePhase(value: string | null): MarketPhase {
  return value === 'pre' || value === 'all' ? value : 'live';
}

const at = (t: Price) => (t.timestamp ? Date.parse(t.timestamp) : Number.NaN);

/**
 * The ticks of a phase, split at `live_at`. Without a `live_at` (not started, or unknown) every tick is
 * pre-match; a tick without a time belongs to no phase but the whole market.
 */
export function ticksOf(ticks: readonly Price[], liveAt: string | null, phase: MarketPhase): Price[] {
  if (phase === 'all') return ticks as Price[];
  const start = liveAt ? Date.parse(liveAt) : Number.POSITIVE_INFINITY;
  return ticks.filter((t) => {
    const ms = at(t);
    if (!Number.isFinite(ms)) return false;
    return phase === 'live' ? ms >= start : ms < start;
  });
}

/** One time on a player's price chart. */
export interface PriceLinePoint {
  at: number;
  mid: number | null;
  bid: number | null;
  ask: number | null;
  synthetic: boolean;
}

/** A side's ticks as chart points, oldest first. */
export function priceLine(ticks: readonly Price[], side: 1 | 2): PriceLinePoint[] {
  return ticks
    .filter((t) => t.side === side && Number.isFinite(at(t)))
    .map((t) => ({
      at: at(t),
      mid: t.mid,
      bid: t.bid ?? null,
      ask: t.ask ?? null,
      synthetic: t.synthetic === true,
    }))
    .sort((a, b) => a.at - b.at);
}

/** The price chart in a sentence: where the mid started and ended, its range and the tick count. */
export function priceSummary(line: readonly PriceLinePoint[], player: string): string {
  const mids = line.filter((p): p is PriceLinePoint & { mid: number } => p.mid !== null);
  if (mids.length === 0) return `No mid price for ${player} in this period.`;
  const p = (v: number) => formatProbability(v, 1);
  const values = mids.map((m) => m.mid);
  return (
    `${player}’s mid moved from ${p(values[0])} to ${p(values[values.length - 1])} over ${mids.length} ticks ` +
    `(low ${p(Math.min(...values))}, high ${p(Math.max(...values))}).`
  );
}

/** Whether the service says these prices are its own simulation rather than a venue's. */
export function isSimulated(
  market: Record<string, unknown> | null | undefined,
  ticks: readonly Price[],
): boolean {
  return market?.simulated === true || ticks.some((t) => t.price_source === 'simulated_market');
}

/** Both players' quotes at one time: the table reads one line per moment, not one per side. */
export interface QuotePair {
  key: string;
  timestamp: string | null;
  p1: Price | null;
  p2: Price | null;
}

/** Ticks paired by timestamp, in the order given (newest first as the service sends them). */
export function pairQuotes(ticks: readonly Price[]): QuotePair[] {
  const out: QuotePair[] = [];
  const byTime = new Map<string, QuotePair>();
  ticks.forEach((t, i) => {
    const key = t.timestamp ?? `untimed-${i}`;
    let pair = t.timestamp ? byTime.get(key) : undefined;
    if (!pair || (t.side === 1 ? pair.p1 : pair.p2)) {
      pair = { key: `${key}#${i}`, timestamp: t.timestamp, p1: null, p2: null };
      out.push(pair);
      if (t.timestamp) byTime.set(key, pair);
    }
    if (t.side === 1) pair.p1 = t;
    else if (t.side === 2) pair.p2 = t;
  });
  return out;
}
