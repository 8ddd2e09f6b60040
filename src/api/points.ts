import type { PointsQuery } from '../../contract/points';
import { apiGet, type CallOptions, inWorker } from './http';
import { type ParamsOf, seg } from './params';

/**
 * GET /matches/{matchId}/points (ULTRA): one page of per-point rows after `after_seq`. Checked in the
 * contract worker: the slate's rows read their points as the feed opens, and a page is up to 500 rows.
 */
export function getPoints(matchId: number, params: ParamsOf<typeof PointsQuery> = {}, opts?: CallOptions) {
  return apiGet(`/matches/${seg(matchId)}/points`, params, inWorker('points'), opts);
}
