import type { FastifyInstance } from 'fastify';
import { h2hResultsReady } from '../../../archive/h2h-results';
import { sliced } from '../../../data/sliced';
import { buildRollup } from '../../../history/coverage/coverage-rollup';
import { lastLedgerRun } from '../../../history/tape/tape-summary';
import { resultCorpusReady } from '../../../history/tape-era/result-corpus-ready';
import { resultFacts } from '../../../history/tape-era/result-match';
import { HISTORY } from '../../../plugins/route-kit';

/** How long a caller should wait while the first build runs. */
const RETRY_AFTER_S = 2;
/** The start-up build begins this long after the listener opens, so the first live reads go first. */
const START_DELAY_MS = 250;

type Rollup = Awaited<ReturnType<typeof buildRollup>>;

/**
 * GET /history/coverage. The contract allows 503 coverage_unavailable only before the first nightly
 * build, and the data is bundled, so a service (`atStart`) starts the build as soon as it listens
 * (the live replay is served first; the build reads only the two tape-era seasons) and a read
 * arriving before it finishes waits for it: it never sees 503. Only an app told not to (the test
 * config) answers 503 with Retry-After while its first, request-started build runs. After that each
 * nightly ledger run rebuilds it once.
 */
export function coverageRoute(app: FastifyInstance, atStart = true) {
  let rollup: { value: Rollup; run: number } | null = null;
  let building: Promise<void> | null = null;

  const build = () => {
    building ??= (async () => {
      try {
        // The tape era's results build in a worker; what the rollup reads of each match is then
        // worked out a few milliseconds at a time (it stays memoised), so the rollup itself is quick.
        const { entries } = await resultCorpusReady();
        const now = app.world.now();
        const slots = app.world.schedule.visible(now);
        await sliced(slots.length + entries.length, (i) => {
          if (i < slots.length) app.world.context(slots[i], now);
          else resultFacts(app.world, entries[i - slots.length]);
        });
        // The head-to-head index of these results by name, from the facts just made: left to the
        // first head-to-head read, its passes ran beside the first reads of every other corpus.
        await h2hResultsReady(app.world);
        rollup = { value: await buildRollup(app, now), run: lastLedgerRun(now) };
      } finally {
        building = null;
      }
    })();
    return building;
  };
  // The nightly rebuild: one at a time, however many reads arrive meanwhile (they wait for it).
  let refreshing: Promise<void> | null = null;
  const refresh = (now: number) => {
    refreshing ??= (async () => {
      try {
        rollup = { value: await buildRollup(app, now), run: lastLedgerRun(now) };
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  };
  app.decorate('coverageReady', () => (rollup ? Promise.resolve() : build()));
  if (atStart)
    app.addHook('onListen', async () => {
      setTimeout(() => void build(), START_DELAY_MS).unref();
    });

  app.get('/history/coverage', HISTORY, async (_req, reply) => {
    const now = app.world.now();
    if (rollup && rollup.run !== lastLedgerRun(now)) await refresh(now);
    if (!rollup && atStart) await build();
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
