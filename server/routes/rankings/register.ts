import type { FastifyInstance } from 'fastify';
import { corpusGate } from '../../plugins/corpus-gate';
import { registerRankingPackages } from '../../rankings/packages/register-packages';
import { rankingsReady } from '../../rankings/rankings-ready';
import { rankingsRoute } from './rankings-route';

/** Rankings and the Elo tape, and the package sources of rankings, Elo and rally. */
export function registerRankings(app: FastifyInstance): void {
  corpusGate(app, [{ prefix: '/rankings', ready: rankingsReady }]);
  rankingsRoute(app);
  registerRankingPackages(app);
}
