import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The slowest files of each kind, longest first (measured in whole runs of each kind): started first
 * within their kind, the many short files fill in around them instead of waiting on them at its end.
 */
const SLOWEST_FIRST = [
  // The service's: the integration suites warm every corpus before their first test.
  'src/test/integration/service.test.ts',
  'server/archive/archive-worker.test.ts',
  'server/archive/compact-archive.test.ts',
  'server/data/compact-results.test.ts',
  'server/routes/history/packages/package-routes.test.ts',
  'server/archive/h2h.test.ts',
  'server/archive/career-highs.test.ts',
  'server/data/result-columns.test.ts',
  'server/charting/charting-worker.test.ts',
  // The app's node files.
  'gateway/rest/shared-api.test.ts',
  'gateway/feed/feed-hub.test.ts',
  'gateway/redis/redis-feed.test.ts',
  'gateway/redis/redis-outage.test.ts',
  'gateway/security/key-leak.test.ts',
  'src/features/rankings/weekly-career.test.ts',
  // The app's jsdom files.
  'src/features/slate/slate-scale.test.tsx',
  'src/features/trade/trade-page.test.tsx',
  'src/features/history/history-page.test.tsx',
  'src/features/archive/archive-a11y.test.tsx',
  'src/features/tape/tape-page.test.tsx',
  'src/features/h2h/head-to-head-page.test.tsx',
];

/** The environment a file asks for in its docblock (`// @vitest-environment jsdom`), else the project's. */
function environmentOf(spec: TestSpecification): string {
  const head = readFileSync(spec.moduleId, 'utf8').slice(0, 2_000);
  return /@vitest-environment\s+([\w-]+)/.exec(head)?.[1] ?? spec.project.config.environment;
}

/**
 * Vitest keeps a worker for the next file only when the next file in its queue has the same project
 * and environment; any other file ends it, and the next worker sets up jsdom and imports React, the
 * service's modules or the real data again. So the files come in three runs, each of one kind (the
 * service's, then the app's node files, then its jsdom files), the slowest first within each and
 * then the largest, as Vitest orders a fresh clone's files. The order is the same on every run:
 * Vitest's own follows its duration cache (in node_modules), which changes from one run to the next.
 */
class ByWorkerKind extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const kinds = ['service:node', 'app:node', 'app:jsdom'];
    const key = new Map(
      files.map((spec) => {
        const kind = kinds.indexOf(`${spec.project.name}:${environmentOf(spec)}`);
        const slow = SLOWEST_FIRST.findIndex((path) => spec.moduleId.endsWith(`/${path}`));
        return [
          spec,
          [
            kind === -1 ? kinds.length : kind,
            slow === -1 ? SLOWEST_FIRST.length : slow,
            -statSync(spec.moduleId).size,
          ],
        ];
      }),
    );
    const cmp = (a: TestSpecification, b: TestSpecification) => {
      const [x, y] = [key.get(a) ?? [], key.get(b) ?? []];
      for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] - y[i];
      return a.moduleId < b.moduleId ? -1 : a.moduleId > b.moduleId ? 1 : 0;
    };
    return [...files].sort(cmp);
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
    sequence: { sequencer: ByWorkerKind },
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
          exclude: [...configDefaults.exclude, 'src/test/integration/**'],
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          name: 'service',
          // The service's suites through real sockets (src/test/integration) run beside the service's
          // own tests, in the processes that have loaded the real data already.
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'src/test/integration/**/*.test.ts'],
          pool: 'forks',
        },
      },
    ],
  },
});
