// What a start (main.ts) and the ahead-of-time build (prepare.ts) share: the start forms, then the app.
import { buildStartForms } from './world/start-forms';

/**
 * Builds the start forms a fresh clone lacks (two workers, server/world/start-forms.ts) while the
 * service's own modules load, then the app over them: the workers begin before those modules load
 * (about a second of a fresh clone's first start).
 */
export async function startApp(opts: { logger: boolean }) {
  const forms = buildStartForms();
  const [{ buildApp }, { configFromEnv }] = await Promise.all([import('./app'), import('./config')]);
  const cfg = configFromEnv();
  await forms;
  return { app: buildApp(cfg, opts), cfg };
}

/** Once the app answers: the coverage rollup built, then the world's forms saved for the next start. */
export async function settle(app: Awaited<ReturnType<typeof startApp>>['app']): Promise<void> {
  await app.coverageReady();
  app.world.saveCaches();
}
