import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ScoreQuery } from '../../contract/score';
import {
  getMatch,
  getScore,
  listLiveMatches,
  listMatches,
  listWithdrawnMatches,
  type MatchFilters,
} from '../api/matches';
import type { ParamsOf } from '../api/params';
import { holdLiveAnswer as held } from '../live/watch-along/held-read';
import { nextOffset } from './pagination';

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
};
