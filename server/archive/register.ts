import type { FastifyInstance } from 'fastify';
import type { ServiceConfig } from '../config';
import { archivePackageSource, archiveTapePackageSource } from './archive-packages';
import { archiveMatchRoutes } from './archive-routes';
import { archiveCareerRoute } from './career-route';
import { h2hRoute } from './h2h-route';
import { archivePlayersRoute } from './players-route';
import { archiveTapeRoute } from './tape-route';

/**
 * The results archive 1968–2022 (matches, reconstructed 2013–2022 tape, players, careers) and
 * head-to-head. Everything loads lazily on first use; `warmArchive()` builds it ahead of time.
 */
export function registerArchive(app: FastifyInstance, _cfg: ServiceConfig): void {
  archiveMatchRoutes(app);
  archiveTapeRoute(app);
  archivePlayersRoute(app);
  archiveCareerRoute(app);
  h2hRoute(app);
  app.packageSources.set('archive', archivePackageSource);
  app.packageSources.set('archive_tape', archiveTapePackageSource);
}
