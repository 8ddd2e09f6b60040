import { type QueryObserverResult, useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { Market } from '../../../contract/market';
import type { ApiError } from '../../api/api-error';
import { marketQueries } from '../../queries/catalogue-queries';
import { type MarketQuote, quoteOf } from '../../queries/market-quotes';
import type { PricePlan } from './price-plan';
import { emptySchedule, nextPriceReads, type ScheduleCard } from './price-schedule';

/** A quote and when this browser read it (local ms): the market's price as of that read. */
export interface ReadQuote extends MarketQuote {
  readAt: number;
}

export interface PriceReads {
  quotes: ReadonlyMap<number, ReadQuote>;
  /** The key's tier does not include prices (403 upgrade_required). */
  gated: boolean;
}

/** How often the schedule looks for a read to send (its credit spreads the reads between looks). */
const TICK_MS = 500;

type PriceResult = Pick<QueryObserverResult<Market, ApiError>, 'data' | 'dataUpdatedAt' | 'error'>;

/**
 * The quotes of `ids` from their queries' results, the previous answer itself while no answer and
 * no refusal changed. React Query calls the combine on every change of any query's state, a read
 * starting included, and re-renders the grid only when the combined value is a new one: with a new
 * map each time, the grid of 440 cards re-rendered twice a read (going out, coming back).
 */
export function createQuoteCombiner(ids: readonly number[]) {
  let last: { results: PriceResult[]; reads: PriceReads } | null = null;
  const unchanged = (results: readonly PriceResult[]) =>
    last !== null &&
    last.results.length === results.length &&
    results.every((r, i) => {
      const was = (last as { results: PriceResult[] }).results[i];
      return r.data === was.data && r.dataUpdatedAt === was.dataUpdatedAt && r.error === was.error;
    });
  return (results: readonly PriceResult[]): PriceReads => {
    if (last !== null && unchanged(results)) return last.reads;
    const quotes = new Map<number, ReadQuote>();
    let gated = false;
    results.forEach((r, i) => {
      const quote = r.data ? quoteOf(r.data) : undefined;
      if (quote) quotes.set(ids[i], { ...quote, readAt: r.dataUpdatedAt });
      if (r.error?.problem.type === 'upgrade_required') gated = true;
    });
    last = {
      results: results.map(({ data, dataUpdatedAt, error }) => ({ data, dataUpdatedAt, error })),
      reads: { quotes, gated },
    };
    return last.reads;
  };
}

/**
 * Runs the plan: the queries only hold the answers (none reads by itself); one schedule
 * (`price-schedule.ts`) sends each read, oldest price first, at the plan's pace. `ticks` per side are
 * read (the chart's history rides on the same request).
 */
export function usePriceReads(plan: PricePlan, enabled: boolean, ticks: number): PriceReads {
  const client = useQueryClient();
  const all = [...plan.ids, ...plan.ahead];
  const key = all.join(',');
  // One combine per set of ids: a new function each render would rebuild the map (and every card's row).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the plan's ids.
  const combine = useMemo(() => createQuoteCombiner(all), [key]);
  const reads = useQueries({
    queries: all.map((id) => ({ ...marketQueries.prices(id, { limit: ticks }), enabled: false })),
    combine,
  });

  // The schedule's state lives across plans: a card that stays in sight keeps its place in the round.
  const schedule = useRef(emptySchedule());
  const gated = reads.gated;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the plan's ids.
  useEffect(() => {
    // A 403 will not change by asking again: a gated key stops reading.
    if (!enabled || gated || all.length === 0) return;
    const card = (id: number): ScheduleCard => {
      const s = client.getQueryState(marketQueries.prices(id, { limit: ticks }).queryKey);
      // A refusal counts as a read: the card waits its turn like any other instead of asking again at once.
      const at = Math.max(s?.dataUpdatedAt ?? 0, s?.errorUpdatedAt ?? 0);
      return { id, readAt: at > 0 ? at : null, inFlight: s?.fetchStatus === 'fetching' };
    };
    const tick = () => {
      // A hidden tab reads nothing (as a query's interval would not); its credit is not saved up.
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
      const next = nextPriceReads(
        plan,
        plan.ids.map(card),
        plan.ahead.map(card),
        schedule.current,
        Date.now(),
      );
      schedule.current = next.state;
      // staleTime 0: the schedule has decided this read is due; retry false: the next turn is the retry.
      for (const id of next.ids)
        void client.prefetchQuery({
          ...marketQueries.prices(id, { limit: ticks }),
          staleTime: 0,
          retry: false,
        });
    };
    // At once, so a card coming into sight without a price is asked without waiting a tick.
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [client, key, plan.everyMs, plan.aheadEveryMs, plan.capPerMinute, enabled, gated, ticks]);
  return reads;
}
