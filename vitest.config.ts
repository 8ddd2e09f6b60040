import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The slowest files, longest first (seconds each in a fresh clone's run on a quiet machine). Vitest
 * orders a fresh clone's files (no duration cache) by project and then by size, which queued these
 * small files of the service's whole-data checks last, each a tail one worker ran alone; started
 * first, the many short files fill in around them.
 */
const SLOWEST_FIRST = [
  'server/archive/archive-worker.test.ts', // 53 s
  'src/test/integration/service.test.ts', // 47 s
  'server/archive/compact-archive.test.ts', // 22 s
  'server/rankings/packages/ranking-packages.test.ts', // 20 s
  'server/routes/history/packages/package-routes.test.ts', // 19 s
  'server/archive/keyed-lists.test.ts', // 17 s
  'server/data/result-columns.test.ts', // 16 s
  'server/charting/charting-worker.test.ts', // 15 s
  'gateway/security/key-leak.test.ts', // 15 s
  'server/data/compact-results.test.ts', // 13 s
  'server/engine/serve-rates.test.ts', // 13 s
  'server/world/results-digest.test.ts', // 12 s
  'gateway/redis/redis-outage.test.ts', // 12 s
];

class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const i = SLOWEST_FIRST.findIndex((path) => spec.moduleId.endsWith(`/${path}`));
      return i === -1 ? SLOWEST_FIRST.length : i;
    };
    // A stable sort: the rest keep Vitest's order (its duration cache's, once there is one).
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  // As in the build (vite.config.ts): the app's react-router-dom is src/app/router-dom.tsx, so the
  // tests render the Link and NavLink that ship.
  resolve: {
    alias: [
      {
        find: /^react-router-dom$/,
        replacement: fileURLToPath(new URL('./src/app/router-dom.tsx', import.meta.url)),
      },
    ],
  },
  test: {
    environment: 'node',
    // One module graph per worker instead of per file: with isolation every server test file loaded
    // the real data again (155 s of a 288 s server run was import). Tests build their own app, store
    // and QueryClient, so nothing they assert depends on a fresh module registry.
    isolate: false,
    // Two workers on two cores (Vitest's default leaves one core to its main process, so one worker):
    // the server and gateway suites spend much of their time waiting on sockets, Redis and child
    // processes, which a second worker fills.
    maxWorkers: 2,
    setupFiles: ['src/test/setup.ts'],
    sequence: { sequencer: SlowestFirst },
    // Limits for a stuck test, not for speed: at load 25-45 (seven engineers, and the journeys beside
    // these tests in `npm test`) service suites that take 1-5 s alone took 14-30 s, and a 30 s limit
    // failed correct tests. A test that needs longer says so itself.
    testTimeout: 180_000,
    hookTimeout: 240_000,
    // Pools chosen by measurement, back to back at load 15-21: the app's and the gateway's tests ran
    // in worker threads in 57 s and 115 s against 103 s and 159 s in child processes (a jsdom set up
    // per file costs less in a thread: 101 s summed against 167 s). The service's tests stay in
    // child processes, where each worker's loaded corpora live in a heap of its own.
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}', 'gateway/**/*.test.ts', 'contract/**/*.test.ts'],
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          name: 'service',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          pool: 'forks',
        },
      },
    ],
  },
});
