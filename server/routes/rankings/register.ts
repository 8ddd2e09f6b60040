import type { FastifyInstance } from 'fastify';
import { chartingReady } from '../../charting/charting-ready';
import { chartingRoutes } from '../charting/charting-routes';
import type { ServiceConfig } from '../../config';
import { corpusGate } from '../../plugins/corpus-gate';
import { rallyRoutes } from '../rally/rally-routes';
import { registerRankingPackages } from '../../rankings/packages/register-packages';
import { rankingsReady } from '../../rankings/rankings-ready';
import { rankingsRoute } from './rankings-route';

/** Rankings and the Elo tape, rally and charting reads, and their package sources. */
export function registerRankings(app: FastifyInstance, _cfg: ServiceConfig): void {
  corpusGate(app, [
    { prefix: '/rankings', ready: rankingsReady },
    { prefix: '/rally', ready: chartingReady },
    { prefix: '/charting', ready: chartingReady },
  ]);
  rankingsRoute(app);
  rallyRoutes(app);
  chartingRoutes(app);
  registerRankingPackages(app);
}
