import type { FixturesQuery } from '../../contract/fixtures';
import type { PlayersQuery } from '../../contract/player';
import type { TournamentsQuery } from '../../contract/tournament';
import { apiGet, type CallOptions, lazySchema } from './http';
import { type ParamsOf, seg } from './params';

// Each read's schemas load with its first call (see http.ts), so a page that imports these reads for
// one of them does not build every catalogue schema first.
const fixtures = () => import('../../contract/fixtures');
const players = () => import('../../contract/player');
const tournaments = () => import('../../contract/tournament');
const FixtureList = lazySchema(fixtures, (m) => m.FixtureList);
const PlayerDetail = lazySchema(players, (m) => m.PlayerDetail);
const PlayerList = lazySchema(players, (m) => m.PlayerList);
const Tournament = lazySchema(tournaments, (m) => m.Tournament);
const TournamentList = lazySchema(tournaments, (m) => m.TournamentList);

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
