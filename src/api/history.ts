import type { HistoryMatchesQuery, TapeQuery } from '../../contract/history-matches';
import type { HistoryPricesQuery } from '../../contract/history-prices';
import type { PackagesQuery } from '../../contract/packages';
import type { RallyPageQuery } from '../../contract/rally';
import { RallyMatchDetail } from './archive';
import { apiGet, apiGetBlob, type CallOptions, inWorker, lazySchema } from './http';
import { type ParamsOf, seg } from './params';

// Each read's schemas load with its first call (see http.ts), so a page reading one of them does not
// build every history and archive schema first.
const coverageSchemas = () => import('../../contract/coverage');
const CoverageRollup = lazySchema(coverageSchemas, (m) => m.CoverageRollup);
const historyMatchesSchemas = () => import('../../contract/history-matches');
const HistoryMatchList = lazySchema(historyMatchesSchemas, (m) => m.HistoryMatchList);
const historyPricesSchemas = () => import('../../contract/history-prices');
const HistoryPrices = lazySchema(historyPricesSchemas, (m) => m.HistoryPrices);
const packagesSchemas = () => import('../../contract/packages');
const HistoryPackage = lazySchema(packagesSchemas, (m) => m.HistoryPackage);
const HistoryPackageList = lazySchema(packagesSchemas, (m) => m.HistoryPackageList);

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
  // A live match's tape is hundreds of rows: checked in the contract worker, not on the page's thread.
  return apiGet(`/history/matches/${seg(matchId)}`, params, inWorker('tape'), opts);
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
