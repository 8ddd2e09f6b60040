import { FixtureList, type FixturesQuery } from '../../contract/fixtures';
import { Health } from '../../contract/health';
import { PlayerDetail, PlayerList, type PlayersQuery } from '../../contract/player';
import { WsTokenResponse } from '../../contract/push-feed';
import { Tournament, TournamentList, type TournamentsQuery } from '../../contract/tournament';
import { USAGE_PATH, Usage } from '../../contract/usage';
import { apiGet, type CallOptions } from './http';
import { type ParamsOf, seg } from './params';

/** GET /health (no key): liveness and API version. */
export function getHealth(opts?: CallOptions) {
  return apiGet('/health', {}, Health, opts);
}

/** GET /usage (FREE, quota-exempt): the key's own usage against its limits. */
export function getUsage(opts?: CallOptions) {
  return apiGet(USAGE_PATH, {}, Usage, opts);
}

/** GET /players (FREE): ranked first, without `stats`. */
export function listPlayers(params: ParamsOf<typeof PlayersQuery> = {}, opts?: CallOptions) {
  return apiGet('/players', params, PlayerList, opts);
}

/** GET /players/{playerId} (FREE): a player with `stats`; 410 carries the forwarding id. */
export function getPlayer(playerId: number, opts?: CallOptions) {
  return apiGet(`/players/${seg(playerId)}`, {}, PlayerDetail, opts);
}

/** GET /tournaments (FREE): name order. */
export function listTournaments(params: ParamsOf<typeof TournamentsQuery> = {}, opts?: CallOptions) {
  return apiGet('/tournaments', params, TournamentList, opts);
}

/** GET /tournaments/{tournamentId} (FREE). */
export function getTournament(tournamentId: string, opts?: CallOptions) {
  return apiGet(`/tournaments/${seg(tournamentId)}`, {}, Tournament, opts);
}

/** GET /fixtures (FREE): scheduled matches (payload from the vendor yaml). */
export function listFixtures(params: ParamsOf<typeof FixturesQuery> = {}, opts?: CallOptions) {
  return apiGet('/fixtures', params, FixtureList, opts);
}

/** GET /ws-token (ULTRA): a short-lived push-feed token; mint a fresh one on every reconnect. */
export function getWsToken(opts?: CallOptions) {
  return apiGet('/ws-token', {}, WsTokenResponse, opts);
}
