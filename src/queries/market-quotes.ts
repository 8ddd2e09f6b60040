import { useQueries } from '@tanstack/react-query';
import type { Market } from '../../contract/market';
import type { ApiError } from '../api/api-error';
import { marketQueries } from './catalogue-queries';

/** The newest p1 mid and when it was observed. */
export interface MarketQuote {
  mid: number | null;
  timestamp: string | null;
}

/**
 * Prices are one request per match, so the grid quotes at most this many markets at once (those on
 * screen) and refreshes them
 * by tier: PRO's 10,000 requests a day allow about 3,500 for prices at 5 min; ULTRA can afford 20 s.
 */
export const MAX_QUOTED = 12;
const REFRESH_MS: Record<string, number> = { pro: 300_000, ultra: 20_000 };
/** Without a budget (tests, an unmetered gateway) prices refresh every 30 s. */
export const DEFAULT_PRICE_REFRESH_MS = 30_000;

/** How often prices refresh for a key of this tier; the request budget still decides each send. */
export const priceRefreshMs = (tier: string | null) => (tier && REFRESH_MS[tier]) || DEFAULT_PRICE_REFRESH_MS;

/**
 * The newest p1 quote of a market. Prices are newest first; when only p2 is quoted the p1 mid is its
 * complement, because both sides quote the same match-winner market.
 */
export function quoteOf(market: Market): MarketQuote | undefined {
  const prices = market.prices ?? [];
  const p1 = prices.find((p) => p.side === 1);
  if (p1) return { mid: p1.mid, timestamp: p1.timestamp };
  const p2 = prices.find((p) => p.side === 2);
  if (p2) return { mid: p2.mid === null ? null : 1 - p2.mid, timestamp: p2.timestamp };
  return undefined;
}

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
): MarketQuotes {
  const refetchInterval = priceRefreshMs(tier);
  return useQueries({
    queries: matchIds.map((id) => ({
      ...marketQueries.prices(id, { limit: 2 }),
      enabled,
      refetchInterval,
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
