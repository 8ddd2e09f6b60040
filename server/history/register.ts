import type { FastifyInstance } from 'fastify';
import type { ServiceConfig } from '../config';
import { coverageRoute } from './coverage/coverage-route';
import { historyListRoute } from './matches/history-list';
import { packageRoutes } from './packages/package-routes';
import { tapePackageSource } from './packages/tape-package-source';
import { pricesRoute } from './prices/prices-route';
import { tapeRoute } from './tape/tape-route';

/** Registers the history match surface: listing, tape, coverage, per-point prices and packages. */
export function registerHistory(app: FastifyInstance, cfg: ServiceConfig): void {
  historyListRoute(app);
  tapeRoute(app, () => cfg.pointsEnabled);
  pricesRoute(app);
  coverageRoute(app, cfg.coverageAtStart !== false);
  app.packageSources.set('tape', tapePackageSource(app));
  packageRoutes(app);
}
