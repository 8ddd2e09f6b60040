import type { FastifyInstance } from 'fastify';
import { corpusGate } from '../../plugins/corpus-gate';
import { chartingLinksReady } from '../../rally/match-link';
import { rallyRoutes } from './rally-routes';

/** The rally reads (Match Charting Project metadata): they wait for the charting corpus and its links to the service's own matches. */
export function registerRally(app: FastifyInstance): void {
  corpusGate(app, [{ prefix: '/rally', ready: chartingLinksReady }]);
  rallyRoutes(app);
}
