import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ArchiveCareerQuery, ArchiveMatchesQuery, ArchivePlayersQuery } from '../../contract/archive';
import type { ChartingPlayersQuery } from '../../contract/charting';
import type { H2hQuery } from '../../contract/h2h';
import type { HistoryMatchesQuery, TapeQuery } from '../../contract/history-matches';
import type { HistoryPricesQuery } from '../../contract/history-prices';
import type { PackagesQuery } from '../../contract/packages';
import type { RallyMatchesQuery, RallyPageQuery } from '../../contract/rally';
import type { RankingsQuery } from '../../contract/rankings';
import {
  getArchiveCareer,
  getArchiveMatch,
  getArchiveTape,
  getChartingMatch,
  getChartingPlayer,
  getHeadToHead,
  getRallyMatch,
  getRankings,
  listArchiveMatches,
  listArchivePlayers,
  listRallyMatches,
} from '../api/archive';
import {
  getHistoryCoverage,
  getHistoryPrices,
  getHistoryRally,
  getHistoryTape,
  getPackageManifest,
  listHistoryMatches,
  listPackages,
} from '../api/history';
import type { ParamsOf } from '../api/params';
import { nextOffset, nextPointsSeq } from './pagination';

type Paged<S extends Parameters<typeof listHistoryMatches>[0]> = Omit<NonNullable<S>, 'offset'>;

// History reads never change once served (completed matches), so they stay fresh for long; a FREE
// key's 20 monthly history calls must not be spent on refetches.
const LONG = 30 * 60_000;

/** Completed-match history: listing, coverage, tape, per-point prices, rally by match id. */
export const historyQueries = {
  all: () => ['history'] as const,
  /** Offset pages until `has_more` is false: coverage/points_complete filters can leave short pages mid-list. */
  matches: (params: Paged<ParamsOf<typeof HistoryMatchesQuery>> = {}) =>
    infiniteQueryOptions({
      queryKey: [...historyQueries.all(), 'matches', params] as const,
      initialPageParam: 0,
      queryFn: ({ signal, pageParam }) => listHistoryMatches({ ...params, offset: pageParam }, { signal }),
      getNextPageParam: (page, _all, offset) => nextOffset(page.meta, offset, page.data.length),
      staleTime: LONG,
    }),
  coverage: () =>
    queryOptions({
      queryKey: [...historyQueries.all(), 'coverage'] as const,
      queryFn: ({ signal }) => getHistoryCoverage({ signal }),
      staleTime: LONG,
    }),
  tape: (id: number, params: ParamsOf<typeof TapeQuery> = {}) =>
    queryOptions({
      queryKey: [...historyQueries.all(), 'tape', id, params] as const,
      queryFn: ({ signal }) => getHistoryTape(id, params, { signal }),
      staleTime: LONG,
    }),
  /** Per-point prices ascending by seq; next page after `meta.last_seq`. */
  prices: (id: number, params: Omit<ParamsOf<typeof HistoryPricesQuery>, 'after_seq'> = {}) =>
    infiniteQueryOptions({
      queryKey: [...historyQueries.all(), 'prices', id, params] as const,
      initialPageParam: 0,
      queryFn: ({ signal, pageParam }) =>
        getHistoryPrices(id, { ...params, after_seq: pageParam }, { signal }),
      getNextPageParam: (page) => {
        const limit = params.limit ?? 100;
        return page.data.length >= limit
          ? nextPointsSeq({ has_more: true, last_seq: page.meta.last_seq })
          : undefined;
      },
      staleTime: LONG,
    }),
  rally: (id: number, params: ParamsOf<typeof RallyPageQuery> = {}) =>
    queryOptions({
      queryKey: [...historyQueries.all(), 'rally', id, params] as const,
      queryFn: ({ signal }) => getHistoryRally(id, params, { signal }),
      staleTime: LONG,
    }),
  packages: (params: ParamsOf<typeof PackagesQuery> = {}) =>
    queryOptions({
      queryKey: [...historyQueries.all(), 'packages', params] as const,
      queryFn: ({ signal }) => listPackages(params, { signal }),
    }),
  manifest: (period: string, kind?: string) =>
    queryOptions({
      queryKey: [...historyQueries.all(), 'packages', period, kind ?? 'tape'] as const,
      queryFn: ({ signal }) => getPackageManifest(period, kind, { signal }),
    }),
};

/** The 1968–2022 archive, head-to-head, rankings, rally and charting (own id spaces). */
export const archiveQueries = {
  all: () => ['archive'] as const,
  matches: (params: Omit<ParamsOf<typeof ArchiveMatchesQuery>, 'offset'> = {}) =>
    infiniteQueryOptions({
      queryKey: [...archiveQueries.all(), 'matches', params] as const,
      initialPageParam: 0,
      queryFn: ({ signal, pageParam }) => listArchiveMatches({ ...params, offset: pageParam }, { signal }),
      getNextPageParam: (page, _all, offset) => nextOffset(page.meta, offset, page.data.length),
      staleTime: LONG,
    }),
  /** One page of the listing (a lookup such as a year's finals, where one page holds them all). */
  matchesPage: (params: ParamsOf<typeof ArchiveMatchesQuery> = {}) =>
    queryOptions({
      queryKey: [...archiveQueries.all(), 'matches-page', params] as const,
      queryFn: ({ signal }) => listArchiveMatches(params, { signal }),
      staleTime: LONG,
    }),
  match: (id: number) =>
    queryOptions({
      queryKey: [...archiveQueries.all(), 'match', id] as const,
      queryFn: ({ signal }) => getArchiveMatch(id, { signal }),
      staleTime: LONG,
    }),
  tape: (id: number) =>
    queryOptions({
      queryKey: [...archiveQueries.all(), 'tape', id] as const,
      queryFn: ({ signal }) => getArchiveTape(id, { signal }),
      staleTime: LONG,
    }),
  players: (params: ParamsOf<typeof ArchivePlayersQuery> = {}) =>
    queryOptions({
      queryKey: [...archiveQueries.all(), 'players', params] as const,
      queryFn: ({ signal }) => listArchivePlayers(params, { signal }),
    }),
  career: (params: ParamsOf<typeof ArchiveCareerQuery> = {}) =>
    queryOptions({
      queryKey: [...archiveQueries.all(), 'career', params] as const,
      queryFn: ({ signal }) => getArchiveCareer(params, { signal }),
    }),
  h2h: (params: ParamsOf<typeof H2hQuery>) =>
    queryOptions({
      queryKey: ['h2h', params] as const,
      queryFn: ({ signal }) => getHeadToHead(params, { signal }),
      staleTime: LONG,
    }),
  rankings: (params: ParamsOf<typeof RankingsQuery> = {}) =>
    queryOptions({
      queryKey: ['rankings', params] as const,
      queryFn: ({ signal }) => getRankings(params, { signal }),
    }),
  rallyMatches: (params: Omit<ParamsOf<typeof RallyMatchesQuery>, 'offset'> = {}) =>
    infiniteQueryOptions({
      queryKey: ['rally', 'list', params] as const,
      initialPageParam: 0,
      queryFn: ({ signal, pageParam }) => listRallyMatches({ ...params, offset: pageParam }, { signal }),
      getNextPageParam: (page, _all, offset) => nextOffset(page.meta, offset, page.data.length),
    }),
  rallyMatch: (id: number, params: ParamsOf<typeof RallyPageQuery> = {}) =>
    queryOptions({
      queryKey: ['rally', 'detail', id, params] as const,
      queryFn: ({ signal }) => getRallyMatch(id, params, { signal }),
    }),
  chartingPlayer: (params: ParamsOf<typeof ChartingPlayersQuery>) =>
    queryOptions({
      queryKey: ['charting', 'player', params] as const,
      queryFn: ({ signal }) => getChartingPlayer(params, { signal }),
    }),
  chartingMatch: (id: number) =>
    queryOptions({
      queryKey: ['charting', 'match', id] as const,
      queryFn: ({ signal }) => getChartingMatch(id, { signal }),
    }),
};
