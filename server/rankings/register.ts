import type { FastifyInstance } from 'fastify';
import { chartingRoutes } from '../charting/charting-routes';
import type { ServiceConfig } from '../config';
import { rallyRoutes } from '../rally/rally-routes';
import { registerRankingPackages } from './packages/register-packages';
import { rankingsRoute } from './rankings-route';

/** Rankings and the Elo tape, rally and charting reads, and their package sources. */
export function registerRankings(app: FastifyInstance, _cfg: ServiceConfig): void {
  rankingsRoute(app);
  rallyRoutes(app);
  chartingRoutes(app);
  registerRankingPackages(app);
}
