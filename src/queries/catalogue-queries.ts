import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { EventsQuery, StoppagesQuery } from '../../contract/event';
import type { FixturesQuery } from '../../contract/fixtures';
import type { MarketPricesQuery } from '../../contract/market';
import type { PlayersQuery } from '../../contract/player';
import type { TournamentsQuery } from '../../contract/tournament';
import { getPlayer, getTournament, listFixtures, listPlayers, listTournaments } from '../api/catalogue';
import {
  getMarketPrices,
  listMarkets,
  listPlayerInjuries,
  listPlayerStoppages,
  listSlateEvents,
} from '../api/markets';
import type { ParamsOf } from '../api/params';
import { holdLiveAnswer as held } from '../live/watch-along/held-read';
import { nextCursor, nextEventId, nextOffset } from './pagination';

/** Players, their stoppages/injuries. */
export const playerQueries = {
  all: () => ['players'] as const,
  list: (params: ParamsOf<typeof PlayersQuery> = {}) =>
    queryOptions({
      queryKey: [...playerQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) => listPlayers(params, { signal }),
    }),
  listPages: (params: Omit<ParamsOf<typeof PlayersQuery>, 'offset'> = {}) =>
    infiniteQueryOptions({
      queryKey: [...playerQueries.all(), 'list', 'pages', params] as const,
      initialPageParam: 0,
      queryFn: ({ signal, pageParam }) => listPlayers({ ...params, offset: pageParam }, { signal }),
      getNextPageParam: (page, _all, offset) => nextOffset(page.meta, offset, page.data.length),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...playerQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => getPlayer(id, { signal }),
    }),
  /** Stoppages (or the identical injuries read): older pages by `before = next_cursor`. */
  stoppages: (
    id: number,
    params: Omit<ParamsOf<typeof StoppagesQuery>, 'before'> = {},
    path: 'stoppages' | 'injuries' = 'stoppages',
  ) =>
    infiniteQueryOptions({
      queryKey: [...playerQueries.all(), 'detail', id, path, params] as const,
      initialPageParam: undefined as string | undefined,
      queryFn: ({ signal, pageParam }) =>
        (path === 'injuries' ? listPlayerInjuries : listPlayerStoppages)(
          id,
          { ...params, before: pageParam },
          { signal },
        ),
      getNextPageParam: (page) => nextCursor(page.meta),
    }),
};

/** Tournaments and fixtures. */
export const tournamentQueries = {
  all: () => ['tournaments'] as const,
  list: (params: ParamsOf<typeof TournamentsQuery> = {}) =>
    queryOptions({
      queryKey: [...tournamentQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) => listTournaments(params, { signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...tournamentQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => getTournament(id, { signal }),
    }),
  fixtures: (params: ParamsOf<typeof FixturesQuery> = {}) =>
    queryOptions({
      queryKey: ['fixtures', params] as const,
      queryFn: ({ signal }) => listFixtures(params, { signal }),
    }),
};

/** Markets, prices and slate events (PRO): live data, so each answer waits the watch-along hold. */
export const marketQueries = {
  all: () => ['markets'] as const,
  forMatch: (matchId: number) =>
    queryOptions({
      queryKey: [...marketQueries.all(), matchId] as const,
      queryFn: ({ signal }) => held(listMarkets(matchId, { signal }), signal),
    }),
  prices: (matchId: number, params: ParamsOf<typeof MarketPricesQuery> = {}) =>
    queryOptions({
      queryKey: [...marketQueries.all(), matchId, 'prices', params] as const,
      queryFn: ({ signal }) => held(getMarketPrices(matchId, params, { signal }), signal),
    }),
  /** Slate events ascending by id: the next page asks `after_id = next_cursor`; null is caught up. */
  slateEvents: (params: Omit<ParamsOf<typeof EventsQuery>, 'after_id'> = {}) =>
    infiniteQueryOptions({
      queryKey: ['events', params] as const,
      initialPageParam: undefined as number | undefined,
      queryFn: ({ signal, pageParam }) =>
        held(listSlateEvents({ ...params, after_id: pageParam }, { signal }), signal),
      getNextPageParam: (page) => nextEventId(page.meta),
    }),
};
