import type { FastifyInstance } from 'fastify';
import { PACKAGE_KINDS } from '../../contract/packages';
import type { ServiceConfig } from '../config';
import { corpusGate } from '../plugins/corpus-gate';
import { coverageRoute } from './coverage/coverage-route';
import { historyListRoute } from './matches/history-list';
import { packageRoutes } from './packages/package-routes';
import type { PackageKind } from './packages/package-source';
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
  // A package read waits for its kind's corpus (the route's default kind is `tape`); an unknown
  // kind loads nothing and is refused by the route as before.
  corpusGate(app, [
    {
      prefix: '/history/packages',
      ready: (req) => {
        const kind = (req.query as { kind?: unknown } | undefined)?.kind ?? 'tape';
        return (PACKAGE_KINDS as readonly unknown[]).includes(kind)
          ? app.packageSources.ready(kind as PackageKind)
          : Promise.resolve();
      },
    },
  ]);
  packageRoutes(app);
}
