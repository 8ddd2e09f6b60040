import type { FastifyInstance } from 'fastify';
import { chartingReady } from '../../charting/charting-ready';
import { corpusGate } from '../../plugins/corpus-gate';
import { rallyRoutes } from './rally-routes';

/** The rally reads (Match Charting Project metadata): they wait for the charting corpus. */
export function registerRally(app: FastifyInstance): void {
  corpusGate(app, [{ prefix: '/rally', ready: chartingReady }]);
  rallyRoutes(app);
}
