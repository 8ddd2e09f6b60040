import type { FastifyInstance } from 'fastify';
import { buildRollup } from '../../../history/coverage/coverage-rollup';
import { lastLedgerRun } from '../../../history/tape/tape-summary';
import { resultCorpusReady } from '../../../history/tape-era/result-corpus-ready';
import { resultFacts } from '../../../history/tape-era/result-match';
import { HISTORY } from '../../../plugins/route-kit';

/** How long a caller should wait while the first build runs. */
const RETRY_AFTER_S = 2;
/** The start-up build begins this long after the listener opens, so the first live reads go first. */
const START_DELAY_MS = 250;

type Rollup = ReturnType<typeof buildRollup>;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs `step(i)` for i < n, handing the event loop back whenever 8 ms have gone (a step may take a few). */
async function inTurns(n: number, step: (i: number) => void): Promise<void> {
  let t0 = performance.now();
  for (let i = 0; i < n; i++) {
    step(i);
    if (performance.now() - t0 > 8) {
      await nextTurn();
      t0 = performance.now();
    }
  }
}

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
        await inTurns(slots.length + entries.length, (i) => {
          if (i < slots.length) app.world.context(slots[i], now);
          else resultFacts(app.world, entries[i - slots.length]);
        });
        rollup = { value: buildRollup(app, now), run: lastLedgerRun(now) };
      } finally {
        building = null;
      }
    })();
    return building;
  };
  app.decorate('coverageReady', () => (rollup ? Promise.resolve() : build()));
  if (atStart)
    app.addHook('onListen', async () => {
      setTimeout(() => void build(), START_DELAY_MS).unref();
    });

  app.get('/history/coverage', HISTORY, async (_req, reply) => {
    const now = app.world.now();
    if (rollup && rollup.run !== lastLedgerRun(now))
      rollup = { value: buildRollup(app, now), run: lastLedgerRun(now) };
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
