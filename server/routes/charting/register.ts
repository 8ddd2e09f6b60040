import type { FastifyInstance } from 'fastify';
import { chartingReady } from '../../charting/charting-ready';
import { corpusGate } from '../../plugins/corpus-gate';
import { chartingRoutes } from './charting-routes';

/** The charting reads: they wait for the charting corpus. */
export function registerCharting(app: FastifyInstance): void {
  corpusGate(app, [{ prefix: '/charting', ready: chartingReady }]);
  chartingRoutes(app);
}
