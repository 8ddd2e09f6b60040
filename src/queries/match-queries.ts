import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { MatchEventsQuery } from '../../contract/event';
import type { MatchPricesQuery } from '../../contract/market';
import type { ScoreQuery } from '../../contract/score';
import type { StatusHistoryQuery } from '../../contract/status-history';
import { listMatchPrices } from '../api/markets';
import {
  getAnalysis,
  getMatch,
  getPoints,
  getScore,
  getStatistics,
  getStatusHistory,
  getWithdrawals,
  listMatchEvents,
  listMatches,
  listWithdrawnMatches,
  type MatchFilters,
} from '../api/matches';
import type { ParamsOf } from '../api/params';
import { nextCursor, nextOffset, nextPointsSeq } from './pagination';

/** Query keys and options for matches, from general to specific so `all()` invalidates everything. */
export const matchQueries = {
  all: () => ['matches'] as const,
  lists: () => [...matchQueries.all(), 'list'] as const,
  list: (filters: MatchFilters = {}) =>
    queryOptions({
      queryKey: [...matchQueries.lists(), filters] as const,
      queryFn: ({ signal }) => listMatches(filters, { signal }),
    }),
  /** The live slate: the one request a FREE key polls instead of per-match scores. */
  live: () => matchQueries.list({ status: 'live' }),
  /** Offset-paged listing (upcoming, completed, cancelled): pages until `meta.has_more` is false. */
  listPages: (filters: Omit<MatchFilters, 'offset' | 'cursor' | 'updated_since'> = {}) =>
    infiniteQueryOptions({
      queryKey: [...matchQueries.lists(), 'pages', filters] as const,
      initialPageParam: 0,
      queryFn: ({ signal, pageParam }) => listMatches({ ...filters, offset: pageParam }, { signal }),
      getNextPageParam: (page, _all, offset) => nextOffset(page.meta, offset, page.data.length),
    }),
  withdrawn: (since: string, page: { limit?: number; offset?: number } = {}) =>
    queryOptions({
      queryKey: [...matchQueries.all(), 'withdrawn', since, page] as const,
      queryFn: ({ signal }) => listWithdrawnMatches(since, page, { signal }),
    }),
  details: () => [...matchQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...matchQueries.details(), id] as const,
      queryFn: ({ signal }) => getMatch(id, { signal }),
    }),
  score: (id: number, params: ParamsOf<typeof ScoreQuery> = {}) =>
    queryOptions({
      queryKey: [...matchQueries.detail(id).queryKey, 'score', params] as const,
      queryFn: ({ signal }) => getScore(id, params, { signal }),
    }),
  events: (id: number, params: ParamsOf<typeof MatchEventsQuery> = {}) =>
    queryOptions({
      queryKey: [...matchQueries.detail(id).queryKey, 'events', params] as const,
      queryFn: ({ signal }) => listMatchEvents(id, params, { signal }),
    }),
  statusHistory: (id: number, params: ParamsOf<typeof StatusHistoryQuery> = {}) =>
    queryOptions({
      queryKey: [...matchQueries.detail(id).queryKey, 'status-history', params] as const,
      queryFn: ({ signal }) => getStatusHistory(id, params, { signal }),
    }),
  withdrawals: (id: number) =>
    queryOptions({
      queryKey: [...matchQueries.detail(id).queryKey, 'withdrawals'] as const,
      queryFn: ({ signal }) => getWithdrawals(id, { signal }),
    }),
  analysis: (id: number) =>
    queryOptions({
      queryKey: [...matchQueries.detail(id).queryKey, 'analysis'] as const,
      queryFn: ({ signal }) => getAnalysis(id, { signal }),
    }),
  statistics: (id: number) =>
    queryOptions({
      queryKey: [...matchQueries.detail(id).queryKey, 'statistics'] as const,
      queryFn: ({ signal }) => getStatistics(id, { signal }),
    }),
  /** Per-point rows: pages by `after_seq = last_seq` while `has_more`. */
  points: (id: number) =>
    infiniteQueryOptions({
      queryKey: [...matchQueries.detail(id).queryKey, 'points'] as const,
      initialPageParam: 0,
      queryFn: ({ signal, pageParam }) => getPoints(id, { after_seq: pageParam }, { signal }),
      getNextPageParam: (page) => nextPointsSeq(page),
    }),
  /** Bare price ticks, newest first: older pages by `next_cursor` while `has_more`. */
  prices: (id: number, params: Omit<ParamsOf<typeof MatchPricesQuery>, 'cursor'> = {}) =>
    infiniteQueryOptions({
      queryKey: [...matchQueries.detail(id).queryKey, 'prices', params] as const,
      initialPageParam: undefined as string | undefined,
      queryFn: ({ signal, pageParam }) => listMatchPrices(id, { ...params, cursor: pageParam }, { signal }),
      getNextPageParam: (page) => nextCursor(page.meta),
    }),
};
