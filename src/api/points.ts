import type { PointsQuery } from '../../contract/points';
import { apiGet, type CallOptions, lazySchema } from './http';
import { type ParamsOf, seg } from './params';

// The schemas load with the first read (see http.ts), not when the feed's code starts.
const MatchPoints = lazySchema(
  () => import('../../contract/points'),
  (m) => m.MatchPoints,
);

/** GET /matches/{matchId}/points (ULTRA): one page of per-point rows after `after_seq`. */
export function getPoints(matchId: number, params: ParamsOf<typeof PointsQuery> = {}, opts?: CallOptions) {
  return apiGet(`/matches/${seg(matchId)}/points`, params, MatchPoints, opts);
}
