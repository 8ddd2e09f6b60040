import { MatchPoints, type PointsQuery } from '../../contract/points';
import { apiGet, type CallOptions } from './http';
import { type ParamsOf, seg } from './params';

/** GET /matches/{matchId}/points (ULTRA): one page of per-point rows after `after_seq`. */
export function getPoints(matchId: number, params: ParamsOf<typeof PointsQuery> = {}, opts?: CallOptions) {
  return apiGet(`/matches/${seg(matchId)}/points`, params, MatchPoints, opts);
}
