import { useQueries } from '@tanstack/react-query';
import type { Market, Price } from '../../contract/market';
import type { ApiError } from '../api/api-error';
import { marketQueries } from './catalogue-queries';

/** A past p1 mid, for charts: `t` in ms on the service clock. */
export interface MidTick {
  t: number;
  mid: number;
}

/** The newest p1 quote and when it was observed. */
export interface MarketQuote {
  mid: number | null;
  timestamp: string | null;
  /** Best p1 bid and ask (probabilities) when the venue's book is live; null when absent or synthetic. */
  bid?: number | null;
  ask?: number | null;
  /** The p1 mids read with it, oldest first (only when more than one tick was asked). */
  history?: readonly MidTick[];
  /** Each side's own newest mid, null where the venue quoted that side not at all (never derived). */
  sides?: Readonly<Record<1 | 2, number | null>>;
}

const REFRESH_MS: Record<string, number> = { pro: 300_000, ultra: 20_000 };
/** Without a budget (tests, an unmetered gateway) prices refresh every 30 s. */
const DEFAULT_PRICE_REFRESH_MS = 30_000;

/** How often prices refresh for a key of this tier; the request budget still decides each send. */
const priceRefreshMs = (tier: string | null) => (tier && REFRESH_MS[tier]) || DEFAULT_PRICE_REFRESH_MS;

/**
 * The newest p1 quote of a market. Prices are newest first; when only p2 is quoted the p1 mid is its
 * complement, because both sides quote the same match-winner market.
 */
export function quoteOf(market: Market): MarketQuote | undefined {
  const prices = market.prices ?? [];
  const hasP1 = prices.some((p) => p.side === 1);
  // One side's ticks as p1 probabilities: p2's bid is 1 − p1's ask and the other way round.
  const asP1 = (p: Price) =>
    hasP1
      ? { mid: p.mid, bid: p.bid ?? null, ask: p.ask ?? null }
      : { mid: flip(p.mid), bid: flip(p.ask), ask: flip(p.bid) };
  const side = prices.filter((p) => p.side === (hasP1 ? 1 : 2));
  const newest = side[0];
  if (!newest) return undefined;
  const quoted = asP1(newest);
  // A synthetic book is mid ± 0.005 by rule, not prices anyone can trade: only the mid is real.
  const book = newest.synthetic === false && num(quoted.bid) !== null && num(quoted.ask) !== null;
  const history: MidTick[] = [];
  for (let i = side.length - 1; i >= 0; i--) {
    const t = side[i].timestamp ? Date.parse(side[i].timestamp as string) : Number.NaN;
    const mid = num(asP1(side[i]).mid);
    if (Number.isFinite(t) && mid !== null) history.push({ t, mid });
  }
  const own = (s: 1 | 2) => num(prices.find((p) => p.side === s)?.mid);
  return {
    mid: quoted.mid,
    timestamp: newest.timestamp,
    bid: book ? quoted.bid : null,
    ask: book ? quoted.ask : null,
    history,
    sides: { 1: own(1), 2: own(2) },
  };
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const flip = (v: number | null | undefined) => (typeof v === 'number' ? 1 - v : null);

export interface MarketQuotes {
  quotes: ReadonlyMap<number, MarketQuote>;
  /** Set when the key's tier does not include prices (403 upgrade_required). */
  gated: boolean;
}

/** The newest quote of each listed match (callers cap the list); skipped entirely when `enabled` is false. */
export function useMarketQuotes(
  matchIds: readonly number[],
  enabled: boolean,
  tier: string | null,
  /** Ticks per side to read: 2 for the newest quote, more for a chart's history (same one request). */
  ticks = 2,
): MarketQuotes {
  const refetchInterval = priceRefreshMs(tier);
  return useQueries({
    queries: matchIds.map((id) => ({
      ...marketQueries.prices(id, { limit: ticks }),
      enabled,
      refetchInterval,
      // Fresh until the next planned refresh: a row or card that remounts (a slate row moving to another
      // section, a card scrolled back) shows the cached quote instead of asking again. Under a busy feed
      // the slate re-quoted 31 markets in 10 s this way, each a request, a parse and a re-render.
      staleTime: refetchInterval,
      // A 403 will not change by asking again.
      retry: false,
    })),
    combine: (results) => {
      const quotes = new Map<number, MarketQuote>();
      let gated = false;
      results.forEach((r, i) => {
        const quote = r.data ? quoteOf(r.data) : undefined;
        if (quote) quotes.set(matchIds[i], quote);
        if ((r.error as ApiError | null)?.problem.type === 'upgrade_required') gated = true;
      });
      return { quotes, gated };
    },
  });
}
