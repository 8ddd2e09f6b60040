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
  listLiveMatches,
  listMatches,
  listWithdrawnMatches,
  type MatchFilters,
} from '../api/matches';
import type { ParamsOf } from '../api/params';
import { holdLiveAnswer as held } from '../live/watch-along/held-read';
import { nextCursor, nextOffset, nextPointsSeq } from './pagination';

// Every read here is live data, so each answer waits the user's watch-along hold (none at delay 0)
// and a poll never shows more than the held feed. Only pages that cannot be the newest data skip it:
// a points page with more after it and an older prices page (by cursor), so reading a long match's
// pages in turn does not add one hold per page.

/** Query keys and options for matches, from general to specific so `all()` invalidates everything. */
export const matchQueries = {
  all: () => ['matches'] as const,
  lists: () => [...matchQueries.all(), 'list'] as const,
  list: (filters: MatchFilters = {}) =>
    queryOptions({
      queryKey: [...matchQueries.lists(), filters] as const,
      queryFn: ({ signal }) => held(listMatches(filters, { signal }), signal),
    }),
  /** The live slate: the one request a FREE key polls instead of per-match scores. */
  live: () =>
    queryOptions({
      queryKey: [...matchQueries.lists(), { status: 'live' }] as const,
      queryFn: ({ signal }) => held(listLiveMatches({ signal }), signal),
    }),
  /** Offset-paged listing (upcoming, completed, cancelled): pages until `meta.has_more` is false. */
  listPages: (filters: Omit<MatchFilters, 'offset' | 'cursor' | 'updated_since'> = {}) =>
    infiniteQueryOptions({
      queryKey: [...matchQueries.lists(), 'pages', filters] as const,
      initialPageParam: 0,
      queryFn: ({ signal, pageParam }) =>
        held(listMatches({ ...filters, offset: pageParam }, { signal }), signal),
      getNextPageParam: (page, _all, offset) => nextOffset(page.meta, offset, page.data.length),
    }),
  withdrawn: (since: string, page: { limit?: number; offset?: number } = {}) =>
    queryOptions({
      queryKey: [...matchQueries.all(), 'withdrawn', since, page] as const,
      queryFn: ({ signal }) => held(listWithdrawnMatches(since, page, { signal }), signal),
    }),
  details: () => [...matchQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...matchQueries.details(), id] as const,
      queryFn: ({ signal }) => held(getMatch(id, { signal }), signal),
    }),
  score: (id: number, params: ParamsOf<typeof ScoreQuery> = {}) =>
    queryOptions({
      queryKey: [...matchQueries.detail(id).queryKey, 'score', params] as const,
      queryFn: ({ signal }) => held(getScore(id, params, { signal }), signal),
    }),
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
