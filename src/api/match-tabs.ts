import type { MatchEventsQuery } from '../../contract/event';
import type { StatusHistoryQuery } from '../../contract/status-history';
import { apiGet, type CallOptions, lazySchema } from './http';
import { type ParamsOf, seg } from './params';

// The match centre's tab reads, apart from matches.ts so the slate's first JS carries none of their
// schemas; each read's schemas load with its first call (see http.ts), so the one a page asks for
// (the slate's point rows share the Points tab's query) does not build the others.
const Analysis = lazySchema(
  () => import('../../contract/analysis'),
  (m) => m.Analysis,
);
const MatchEventList = lazySchema(
  () => import('../../contract/event'),
  (m) => m.MatchEventList,
);
const MatchStatistics = lazySchema(
  () => import('../../contract/statistics'),
  (m) => m.MatchStatistics,
);
const StatusHistoryList = lazySchema(
  () => import('../../contract/status-history'),
  (m) => m.StatusHistoryList,
);
const Withdrawals = lazySchema(
  () => import('../../contract/withdrawals'),
  (m) => m.Withdrawals,
);

/** GET /matches/{matchId}/events (PRO): newest first, limit/offset. */
export function listMatchEvents(
  matchId: number,
  params: ParamsOf<typeof MatchEventsQuery> = {},
  opts?: CallOptions,
) {
  return apiGet(`/matches/${seg(matchId)}/events`, params, MatchEventList, opts);
}

/** GET /matches/{matchId}/status-history (BASIC): append-only ledger, oldest first. */
export function getStatusHistory(
  matchId: number,
  params: ParamsOf<typeof StatusHistoryQuery> = {},
  opts?: CallOptions,
) {
  return apiGet(`/matches/${seg(matchId)}/status-history`, params, StatusHistoryList, opts);
}

/** GET /matches/{matchId}/withdrawals (ULTRA): refused sequences, oldest first. */
export function getWithdrawals(matchId: number, opts?: CallOptions) {
  return apiGet(`/matches/${seg(matchId)}/withdrawals`, {}, Withdrawals, opts);
}

/** GET /matches/{matchId}/analysis (ULTRA); 404 `no_analysis` is a real answer, not a retry case. */
export function getAnalysis(matchId: number, opts?: CallOptions) {
  return apiGet(`/matches/${seg(matchId)}/analysis`, {}, Analysis, opts);
}

/** GET /matches/{matchId}/statistics (ULTRA): derived and measured families, never merged. */
export function getStatistics(matchId: number, opts?: CallOptions) {
  return apiGet(`/matches/${seg(matchId)}/statistics`, {}, MatchStatistics, opts);
}
