import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
