import type { EventsQuery, StoppagesQuery } from '../../contract/event';
import type { MarketPricesQuery, MatchPricesQuery } from '../../contract/market';
import { apiGet, type CallOptions, inWorker, lazySchema } from './http';
import { type ParamsOf, seg } from './params';

// Each read's schemas load with its first call (see http.ts). The prices reads, which every slate row
// on screen and the match page's chart make as the first screen settles, are checked in the
// contract worker: the page's thread builds no full contract schema for them.
const events = () => import('../../contract/event');
const markets = () => import('../../contract/market');
const MarketList = lazySchema(markets, (m) => m.MarketList);
const SlateEventList = lazySchema(events, (m) => m.SlateEventList);
const StoppageList = lazySchema(events, (m) => m.StoppageList);

/** GET /markets?match_id= (PRO): at most one match-winner market. */
export function listMarkets(matchId: number, opts?: CallOptions) {
  return apiGet('/markets', { match_id: matchId }, MarketList, opts);
}

/** GET /markets/{matchId}/prices (PRO): the market with prices per side, newest first. */
export function getMarketPrices(
  matchId: number,
  params: ParamsOf<typeof MarketPricesQuery> = {},
  opts?: CallOptions,
) {
  return apiGet(`/markets/${seg(matchId)}/prices`, params, inWorker('marketPrices'), opts);
}

/** GET /matches/{matchId}/prices (PRO): bare ticks, newest first, cursor-paged to older ticks. */
export function listMatchPrices(
  matchId: number,
  params: ParamsOf<typeof MatchPricesQuery> = {},
  opts?: CallOptions,
) {
  return apiGet(`/matches/${seg(matchId)}/prices`, params, inWorker('matchPrices'), opts);
}

/** GET /events (PRO): slate-wide events, oldest first, cursor by id. */
export function listSlateEvents(params: ParamsOf<typeof EventsQuery> = {}, opts?: CallOptions) {
  return apiGet('/events', params, SlateEventList, opts);
}

type StoppageParams = ParamsOf<typeof StoppagesQuery>;

/** GET /players/{playerId}/stoppages (PRO). */
export function listPlayerStoppages(playerId: number, params: StoppageParams = {}, opts?: CallOptions) {
  return apiGet(`/players/${seg(playerId)}/stoppages`, params, StoppageList, opts);
}

/** GET /players/{playerId}/injuries (PRO): the same response as stoppages. */
export function listPlayerInjuries(playerId: number, params: StoppageParams = {}, opts?: CallOptions) {
  return apiGet(`/players/${seg(playerId)}/injuries`, params, StoppageList, opts);
}
