import { CoverageRollup } from '../../contract/coverage';
import {
  type HistoryMatchesQuery,
  HistoryMatchList,
  HistoryTape,
  type TapeQuery,
} from '../../contract/history-matches';
import { HistoryPrices, type HistoryPricesQuery } from '../../contract/history-prices';
import { HistoryPackage, HistoryPackageList, type PackagesQuery } from '../../contract/packages';
import { RallyMatchDetail, type RallyPageQuery } from '../../contract/rally';
import { apiGet, apiGetBlob, type CallOptions } from './http';
import { type ParamsOf, seg } from './params';

/** GET /history/matches (BASIC or history plan): completed matches, newest first, offset-paged. */
export function listHistoryMatches(params: ParamsOf<typeof HistoryMatchesQuery> = {}, opts?: CallOptions) {
  return apiGet('/history/matches', params, HistoryMatchList, opts);
}

/** GET /history/coverage: the nightly rollup; 503 `coverage_unavailable` before the first build. */
export function getHistoryCoverage(opts?: CallOptions) {
  return apiGet('/history/coverage', {}, CoverageRollup, opts);
}

/** GET /history/matches/{matchId}: the per-match tape (`sequence` raw/clean, `points` default/complete). */
export function getHistoryTape(matchId: number, params: ParamsOf<typeof TapeQuery> = {}, opts?: CallOptions) {
  return apiGet(`/history/matches/${seg(matchId)}`, params, HistoryTape, opts);
}

/** GET /history/matches/{matchId}/prices (PRO): per-point quotes, ascending by seq. */
export function getHistoryPrices(
  matchId: number,
  params: ParamsOf<typeof HistoryPricesQuery> = {},
  opts?: CallOptions,
) {
  return apiGet(`/history/matches/${seg(matchId)}/prices`, params, HistoryPrices, opts);
}

/** GET /history/matches/{matchId}/rally (ULTRA); 404 `not_charted` when held but never charted. */
export function getHistoryRally(
  matchId: number,
  params: ParamsOf<typeof RallyPageQuery> = {},
  opts?: CallOptions,
) {
  return apiGet(`/history/matches/${seg(matchId)}/rally`, params, RallyMatchDetail, opts);
}

/** GET /history/packages: ready packages of a kind, newest period first. */
export function listPackages(params: ParamsOf<typeof PackagesQuery> = {}, opts?: CallOptions) {
  return apiGet('/history/packages', params, HistoryPackageList, opts);
}

/** GET /history/packages/{period} without `format`: the manifest. */
export function getPackageManifest(period: string, kind?: string, opts?: CallOptions) {
  return apiGet(`/history/packages/${seg(period)}`, { kind }, HistoryPackage, opts);
}

/** GET /history/packages/{period}?format=: the package file itself (gzip bytes as served; `sha256` covers them). */
export function downloadPackage(
  period: string,
  format: 'jsonl' | 'csv' | 'corrections',
  kind?: string,
  opts?: CallOptions,
): Promise<Blob> {
  return apiGetBlob(`/history/packages/${seg(period)}`, { kind, format }, opts);
}
