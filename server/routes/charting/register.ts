import type { FastifyInstance } from 'fastify';
import { corpusGate } from '../../plugins/corpus-gate';
import { chartingLinksReady } from '../../rally/match-link';
import { chartingRoutes } from './charting-routes';

/** The charting reads: they wait for the charting corpus and its links to the service's own matches. */
export function registerCharting(app: FastifyInstance): void {
  corpusGate(app, [{ prefix: '/charting', ready: chartingLinksReady }]);
  chartingRoutes(app);
}
