// What a start (main.ts) and the ahead-of-time build (prepare.ts) share: the start forms, then the app.
import { serviceVersionReady } from './data/disk-cache';
import { buildStartForms } from './world/start-forms';

/**
 * Builds the start forms a fresh clone lacks (two workers, server/world/start-forms.ts) while the
 * service's own modules load, then the app over them: the workers begin before those modules load
 * (about a second of a fresh clone's first start). Meanwhile this thread reads the players and the
 * current rankings, then, once the recordings are written, builds the roster and the schedule up to
 * now (`worldGround`): after the digest only the catalogue and the app are left to build.
 */
export async function startApp(opts: { logger: boolean }) {
  const forms = buildStartForms();
  const [{ buildApp }, { configFromEnv }, { worldGround }, { loadCurrentRankings, loadPlayers }] =
    await Promise.all([
      import('./app'),
      import('./config'),
      import('./world/world'),
      import('./data/players'),
    ]);
  const cfg = configFromEnv();
  loadPlayers();
  loadCurrentRankings();
  await forms.recordings;
  const ground = worldGround(cfg);
  await forms.all;
  return { app: buildApp(cfg, { ...opts, ground }), cfg };
}

/**
 * Once the app answers: the coverage rollup built (which works out the model of every match on
 * view), then the world's forms saved for the next start, then the package files' key.
 */
export async function settle(app: Awaited<ReturnType<typeof startApp>>['app']): Promise<void> {
  await app.coverageReady();
  app.world.saveCaches();
  // The package files' key, read a few files at a time now rather than in one turn at a first listing.
  await serviceVersionReady();
}
