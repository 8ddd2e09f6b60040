import { INT_ID_DIGITS } from '../../contract/common';
import { USAGE_PATH } from '../../contract/usage';

// Every path of the service's contract (documents 1.13.4 in /work/shared/spec, `GET /usage` from
// the vendor yaml), as the spec writes it. Only these reach the service through the gateway: the
// local service also serves `/_admin/faults/*`, and a real one may serve anything else, so an
// unlisted path is refused here and never forwarded with our key.

/** How a path parameter must look, and what the contract answers when it does not. */
export interface ParamRule {
  pattern: RegExp;
  /** 404 `not_found` for ids ("a never-issued id stays 404"); `bad_period` where the spec names one. */
  refusal: { status: number; error: string };
}

const NOT_FOUND = { status: 404, error: 'not_found' };
// Ids are integers (tournament ids digit strings) up to 2^53 − 1; the service answers the ones it never issued.
const INTEGER_ID: ParamRule = { pattern: INT_ID_DIGITS, refusal: NOT_FOUND };

/** The rule of each `{name}` used in a route template. */
export const PARAM_RULES: Record<string, ParamRule> = {
  matchId: INTEGER_ID,
  playerId: INTEGER_ID,
  tournamentId: INTEGER_ID,
  webhookId: INTEGER_ID,
  archiveId: INTEGER_ID,
  rallyMatchId: INTEGER_ID,
  chartingMatchId: INTEGER_ID,
  // `YYYY-MM`, or `YYYY` on yearly kinds; "else 400 bad_period" (document 2).
  period: { pattern: /^[0-9]{4}(-[0-9]{2})?$/, refusal: { status: 400, error: 'bad_period' } },
};

/** POST /webhooks takes `{url, events}`; 16 KiB is far above any real one and caps what we forward. */
const WEBHOOK_BODY_LIMIT = 16 * 1024;

/** A write a route accepts besides GET/OPTIONS, with the largest body it may carry. */
export interface WriteRule {
  bodyLimit: number;
  /** The body must be declared JSON: a cross-site form cannot send that without a CORS preflight. */
  json?: true;
}

export interface ContractRoute {
  /** The template as the spec writes it, e.g. `/matches/{matchId}/score`. */
  path: string;
  /** Writes beyond the GET and OPTIONS every route takes; only the webhooks routes have any. */
  writes?: Partial<Record<'POST' | 'DELETE', WriteRule>>;
  /** The spec has no GET here (one webhook is only ever deleted; the list is the read). */
  noGet?: true;
  /** The native feed: reached only by a WebSocket upgrade, never by a plain request. */
  websocket?: true;
}

export const CONTRACT_ROUTES: readonly ContractRoute[] = [
  // document 1: the service and the live surface
  { path: '/health' },
  { path: USAGE_PATH },
  { path: '/matches' },
  { path: '/matches/{matchId}' },
  { path: '/matches/{matchId}/score' },
  { path: '/matches/{matchId}/events' },
  { path: '/matches/{matchId}/status-history' },
  { path: '/matches/{matchId}/withdrawals' },
  { path: '/matches/{matchId}/analysis' },
  { path: '/matches/{matchId}/statistics' },
  { path: '/matches/{matchId}/points' },
  { path: '/matches/{matchId}/prices' },
  { path: '/events' },
  { path: '/players' },
  { path: '/players/{playerId}' },
  { path: '/players/{playerId}/stoppages' },
  { path: '/players/{playerId}/injuries' },
  { path: '/tournaments' },
  { path: '/tournaments/{tournamentId}' },
  { path: '/markets' },
  { path: '/markets/{matchId}/prices' },
  { path: '/fixtures' },
  { path: '/ws-token' },
  { path: '/ws', websocket: true },
  { path: '/webhooks', writes: { POST: { bodyLimit: WEBHOOK_BODY_LIMIT, json: true } } },
  { path: '/webhooks/{webhookId}', writes: { DELETE: { bodyLimit: 0 } }, noGet: true },
  // document 2: history, archive, rankings, rally, charting, packages
  { path: '/history/matches' },
  { path: '/history/coverage' },
  { path: '/history/matches/{matchId}' },
  { path: '/history/matches/{matchId}/prices' },
  { path: '/history/matches/{matchId}/rally' },
  { path: '/history/archive/matches' },
  { path: '/history/archive/matches/{archiveId}' },
  { path: '/history/archive/matches/{archiveId}/tape' },
  { path: '/history/archive/players' },
  { path: '/history/archive/career' },
  { path: '/history/packages' },
  { path: '/history/packages/{period}' },
  { path: '/h2h' },
  { path: '/rankings' },
  { path: '/rally/matches' },
  { path: '/rally/matches/{rallyMatchId}' },
  { path: '/charting/players' },
  { path: '/charting/matches/{chartingMatchId}' },
];
