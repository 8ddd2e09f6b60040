import type { FastifyInstance } from 'fastify';
import { archivePackageSource, archiveTapePackageSource } from '../../../archive/archive-packages';
import { archiveReady, archiveTapesReady } from '../../../archive/archive-ready';
import type { ServiceConfig } from '../../../config';
import { corpusGate } from '../../../plugins/corpus-gate';
import { h2hRoute } from '../../h2h/h2h-route';
import { archiveMatchRoutes } from './archive-routes';
import { archiveCareerRoute } from './career-route';
import { archivePlayersRoute } from './players-route';
import { archiveTapeRoute } from './tape-route';

/**
 * The results archive 1968–2022 (matches, reconstructed 2013–2022 tape, players, careers) and
 * head-to-head. Everything loads lazily on first use; `warmArchive()` builds it ahead of time.
 */
export function registerArchive(app: FastifyInstance, _cfg: ServiceConfig): void {
  corpusGate(app, [
    { prefix: '/history/archive', ready: archiveReady },
    // The detail (its has_tape) and the tape read the links of the point files to results.
    { prefix: '/history/archive/matches/:', ready: archiveTapesReady },
    { prefix: '/h2h', ready: archiveReady },
    // A player's season records read every result (server/world/results-index.ts).
    { prefix: '/players/:', ready: archiveReady },
  ]);
  archiveMatchRoutes(app);
  archiveTapeRoute(app);
  archivePlayersRoute(app);
  archiveCareerRoute(app);
  h2hRoute(app);
  app.packageSources.set('archive', archivePackageSource, archiveReady);
  app.packageSources.set('archive_tape', archiveTapePackageSource, archiveTapesReady);
}
