import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { MatchEventsQuery } from '../../contract/event';
import type { MatchPricesQuery } from '../../contract/market';
import type { StatusHistoryQuery } from '../../contract/status-history';
import { listMatchPrices } from '../api/markets';
import {
  getAnalysis,
  getStatistics,
  getStatusHistory,
  getWithdrawals,
  listMatchEvents,
} from '../api/match-tabs';
import type { ParamsOf } from '../api/params';
import { getPoints } from '../api/points';
import { holdLiveAnswer as held } from '../live/watch-along/held-read';
import { matchQueries } from './match-queries';
import { nextCursor, nextPointsSeq } from './pagination';

// The match centre's tabs, keyed under the match's detail key (so invalidating a match clears them)
// but apart from match-queries, so the slate's first JS carries none of their schemas. Each answer
// waits the watch-along hold like every live read (see match-queries).

/** Query options for a match's tabs. */
export const matchTabQueries = {
  events: (id: number, params: ParamsOf<typeof MatchEventsQuery> = {}) =>
    queryOptions({
      queryKey: [...matchQueries.detail(id).queryKey, 'events', params] as const,
      queryFn: ({ signal }) => held(listMatchEvents(id, params, { signal }), signal),
    }),
  statusHistory: (id: number, params: ParamsOf<typeof StatusHistoryQuery> = {}) =>
    queryOptions({
      queryKey: [...matchQueries.detail(id).queryKey, 'status-history', params] as const,
      queryFn: ({ signal }) => held(getStatusHistory(id, params, { signal }), signal),
    }),
  withdrawals: (id: number) =>
    queryOptions({
      queryKey: [...matchQueries.detail(id).queryKey, 'withdrawals'] as const,
      queryFn: ({ signal }) => held(getWithdrawals(id, { signal }), signal),
    }),
  analysis: (id: number) =>
    queryOptions({
      queryKey: [...matchQueries.detail(id).queryKey, 'analysis'] as const,
      queryFn: ({ signal }) => held(getAnalysis(id, { signal }), signal),
    }),
  statistics: (id: number) =>
    queryOptions({
      queryKey: [...matchQueries.detail(id).queryKey, 'statistics'] as const,
      queryFn: ({ signal }) => held(getStatistics(id, { signal }), signal),
    }),
  /** Per-point rows: pages by `after_seq = last_seq` while `has_more`. */
  points: (id: number) =>
    infiniteQueryOptions({
      queryKey: [...matchQueries.detail(id).queryKey, 'points'] as const,
      initialPageParam: 0,
      queryFn: async ({ signal, pageParam }) => {
        const page = await getPoints(id, { after_seq: pageParam }, { signal });
        return page.has_more ? page : held(Promise.resolve(page), signal);
      },
      getNextPageParam: (page) => nextPointsSeq(page),
    }),
  /** Bare price ticks, newest first: older pages by `next_cursor` while `has_more`. */
  prices: (id: number, params: Omit<ParamsOf<typeof MatchPricesQuery>, 'cursor'> = {}) =>
    infiniteQueryOptions({
      queryKey: [...matchQueries.detail(id).queryKey, 'prices', params] as const,
      initialPageParam: undefined as string | undefined,
      queryFn: ({ signal, pageParam }) => {
        const page = listMatchPrices(id, { ...params, cursor: pageParam }, { signal });
        return pageParam === undefined ? held(page, signal) : page;
      },
      getNextPageParam: (page) => nextCursor(page.meta),
    }),
};
