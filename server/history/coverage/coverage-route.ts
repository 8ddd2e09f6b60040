import type { FastifyInstance } from 'fastify';
import { HISTORY } from '../../routes/route-kit';
import { lastLedgerRun } from '../tape/tape-summary';
import { resultCorpus } from '../tape-era/result-corpus';
import { buildRollup } from './coverage-rollup';

/** How long a caller should wait while the first build runs. */
const RETRY_AFTER_S = 2;

type Rollup = ReturnType<typeof buildRollup>;

/**
 * GET /history/coverage. The contract allows 503 coverage_unavailable only before the first nightly
 * build, and the data is bundled, so the service builds the rollup before it reports ready
 * (`atStart`: an onReady hook, which `listen` awaits; about 2 s cold). Only an app told not to
 * (the test config) answers 503 with Retry-After while its first, request-started build runs.
 * After that each nightly ledger run rebuilds it once.
 */
export function coverageRoute(app: FastifyInstance, atStart = true) {
  let rollup: { value: Rollup; run: number } | null = null;
  let building: Promise<void> | null = null;

  const build = () => {
    building ??= new Promise<void>((resolve) => {
      setImmediate(() => {
        try {
          resultCorpus();
          const now = app.world.now();
          rollup = { value: buildRollup(app, now), run: lastLedgerRun(now) };
        } finally {
          building = null;
          resolve();
        }
      });
    });
    return building;
  };
  app.decorate('coverageReady', () => (rollup ? Promise.resolve() : build()));
  if (atStart)
    app.addHook('onReady', async () => {
      await app.coverageReady();
    });

  app.get('/history/coverage', HISTORY, async (_req, reply) => {
    const now = app.world.now();
    if (rollup && rollup.run !== lastLedgerRun(now))
      rollup = { value: buildRollup(app, now), run: lastLedgerRun(now) };
    if (rollup) return rollup.value;
    void build();
    return reply.code(503).header('Retry-After', String(RETRY_AFTER_S)).send({
      error: 'coverage_unavailable',
      detail: 'The coverage rollup is being built; retry after the Retry-After delay.',
    });
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once the coverage rollup has been built (tests and warm-up await it). */
    coverageReady(): Promise<void>;
  }
}
