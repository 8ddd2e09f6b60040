import type { ArchiveCareerQuery, ArchiveMatchesQuery, ArchivePlayersQuery } from '../../contract/archive';
import type { ChartingPlayersQuery } from '../../contract/charting';
import type { H2hQuery } from '../../contract/h2h';
import type { RallyMatchesQuery, RallyPageQuery } from '../../contract/rally';
import type { RankingsQuery } from '../../contract/rankings';
import { apiGet, type CallOptions, lazySchema } from './http';
import { type ParamsOf, seg } from './params';

// Each read's schemas load with its first call (see http.ts): a page that imports these reads for
// one of them does not build every archive schema first.
const archiveSchemas = () => import('../../contract/archive');
const ArchiveCareer = lazySchema(archiveSchemas, (m) => m.ArchiveCareer);
const ArchiveMatch = lazySchema(archiveSchemas, (m) => m.ArchiveMatch);
const ArchiveMatchList = lazySchema(archiveSchemas, (m) => m.ArchiveMatchList);
const ArchivePlayerList = lazySchema(archiveSchemas, (m) => m.ArchivePlayerList);
const ArchiveTape = lazySchema(archiveSchemas, (m) => m.ArchiveTape);
const chartingSchemas = () => import('../../contract/charting');
const ChartingMatch = lazySchema(chartingSchemas, (m) => m.ChartingMatch);
const ChartingPlayer = lazySchema(chartingSchemas, (m) => m.ChartingPlayer);
const h2hSchemas = () => import('../../contract/h2h');
const HeadToHead = lazySchema(h2hSchemas, (m) => m.HeadToHead);
const rallySchemas = () => import('../../contract/rally');
/** Also the schema of a tape-era match's rally read (history.ts). */
export const RallyMatchDetail = lazySchema(rallySchemas, (m) => m.RallyMatchDetail);
const RallyMatchList = lazySchema(rallySchemas, (m) => m.RallyMatchList);
const rankingsSchemas = () => import('../../contract/rankings');
const RankingList = lazySchema(rankingsSchemas, (m) => m.RankingList);

/** GET /history/archive/matches: 1968–2022 results, winner-first, own id space. */
export function listArchiveMatches(params: ParamsOf<typeof ArchiveMatchesQuery> = {}, opts?: CallOptions) {
  return apiGet('/history/archive/matches', params, ArchiveMatchList, opts);
}

/** GET /history/archive/matches/{archiveId}. */
export function getArchiveMatch(archiveId: number, opts?: CallOptions) {
  return apiGet(`/history/archive/matches/${seg(archiveId)}`, {}, ArchiveMatch, opts);
}

/** GET /history/archive/matches/{archiveId}/tape: the reconstructed 2013–2022 tape. */
export function getArchiveTape(archiveId: number, opts?: CallOptions) {
  return apiGet(`/history/archive/matches/${seg(archiveId)}/tape`, {}, ArchiveTape, opts);
}

/** GET /history/archive/players: bios with career-high rank. */
export function listArchivePlayers(params: ParamsOf<typeof ArchivePlayersQuery> = {}, opts?: CallOptions) {
  return apiGet('/history/archive/players', params, ArchivePlayerList, opts);
}

/** GET /history/archive/career: career aggregates. */
export function getArchiveCareer(params: ParamsOf<typeof ArchiveCareerQuery> = {}, opts?: CallOptions) {
  return apiGet('/history/archive/career', params, ArchiveCareer, opts);
}

/** GET /h2h: name-keyed head-to-head; 400 `ambiguous_name` carries the candidates. */
export function getHeadToHead(params: ParamsOf<typeof H2hQuery>, opts?: CallOptions) {
  return apiGet('/h2h', params, HeadToHead, opts);
}

/** GET /rankings: listing (PRO, one system) or per-player as-of records (ULTRA). */
export function getRankings(params: ParamsOf<typeof RankingsQuery> = {}, opts?: CallOptions) {
  return apiGet('/rankings', params, RankingList, opts);
}

/** GET /rally/matches (ULTRA): charted matches, newest first. */
export function listRallyMatches(params: ParamsOf<typeof RallyMatchesQuery> = {}, opts?: CallOptions) {
  return apiGet('/rally/matches', params, RallyMatchList, opts);
}

/** GET /rally/matches/{rallyMatchId} (ULTRA): points in play order, paged. */
export function getRallyMatch(
  rallyMatchId: number,
  params: ParamsOf<typeof RallyPageQuery> = {},
  opts?: CallOptions,
) {
  return apiGet(`/rally/matches/${seg(rallyMatchId)}`, params, RallyMatchDetail, opts);
}

/** GET /charting/players (ULTRA): one charted person by name fragment. */
export function getChartingPlayer(params: ParamsOf<typeof ChartingPlayersQuery>, opts?: CallOptions) {
  return apiGet('/charting/players', params, ChartingPlayer, opts);
}

/** GET /charting/matches/{chartingMatchId} (ULTRA). */
export function getChartingMatch(chartingMatchId: number, opts?: CallOptions) {
  return apiGet(`/charting/matches/${seg(chartingMatchId)}`, {}, ChartingMatch, opts);
}
