import { type QueryObserverResult, useQueries } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Market } from '../../../contract/market';
import type { ApiError } from '../../api/api-error';
import { marketQueries } from '../../queries/catalogue-queries';
import { type MarketQuote, quoteOf } from '../../queries/market-quotes';
import type { PricePlan } from './price-plan';

/** A quote and when this browser read it (local ms): the market's price as of that read. */
export interface ReadQuote extends MarketQuote {
  readAt: number;
}

export interface PriceReads {
  quotes: ReadonlyMap<number, ReadQuote>;
  /** The key's tier does not include prices (403 upgrade_required). */
  gated: boolean;
}

/**
 * Runs the plan: each planned match is read when it comes into sight without a price younger than the
 * period, then every `everyMs` while it stays. `ticks` per side are read (the chart's history rides
 * on the same request).
 */
export function usePriceReads(plan: PricePlan, enabled: boolean, ticks: number): PriceReads {
  const key = plan.ids.join(',');
  // One combine per set of ids: a new function each render would rebuild the map (and every card's row).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `plan.ids`.
  const combine = useCallback(
    (results: QueryObserverResult<Market, ApiError>[]): PriceReads => {
      const quotes = new Map<number, ReadQuote>();
      let gated = false;
      results.forEach((r, i) => {
        const quote = r.data ? quoteOf(r.data) : undefined;
        if (quote) quotes.set(plan.ids[i], { ...quote, readAt: r.dataUpdatedAt });
        if (r.error?.problem.type === 'upgrade_required') gated = true;
      });
      return { quotes, gated };
    },
    [key],
  );
  return useQueries({
    queries: plan.ids.map((id) => ({
      ...marketQueries.prices(id, { limit: ticks }),
      enabled,
      refetchInterval: plan.everyMs,
      // A card scrolled back within the period keeps the price it has instead of asking again.
      staleTime: plan.everyMs,
      // A 403 will not change by asking again; anything else is asked again at the next period.
      retry: false,
    })),
    combine,
  });
}
