import { defineConfig } from '@playwright/test';
import { appUrl, servicePort, serviceUrl, uiPort } from './e2e/gateways';

// Ports are overridable (E2E_SERVICE_PORT, E2E_UI_PORT) so a journey run can sit beside a developer's
// `npm start`; e2e/gateways.ts derives them, and the specs read the same module.
const baseURL = appUrl;
/** The Chromium the journeys drive; CHROMIUM_PATH points elsewhere (macOS, another distribution). */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const inCi = Boolean(process.env.CI);

// Pass replay knobs through only when set, so the service keeps its own defaults otherwise.
const replayEnv: Record<string, string> = {};
for (const name of ['SPEED', 'SEED', 'COURTS'] as const) {
  const value = process.env[name];
  if (value !== undefined) replayEnv[name] = value;
}

/**
 * The order workers take the spec files in (a worker takes the next file; Playwright runs projects in
 * this order and the files of one alphabetically).
 * - `live-chain`, `live`, `live-short`: the journeys that read only live play. They need no corpus,
 *   so the workers start them as soon as the servers answer, while the service builds its corpora
 *   (a fresh clone's cold `.cache/`: 82 s at load 14; 147 s at load 20). They wait mostly on
 *   replayed play, so the service's request thread is free for the builds meanwhile. `corpora`
 *   (corpora.setup.ts) comes after them: by then the corpora are built and it passes at once.
 *   Projects without dependencies run as one phase and the dependents only once it has ended, so a
 *   `corpora` queued first held one worker idle for the whole build.
 * - then, once the corpora are built, the play journeys that also read history, the rest, and last
 *   the analysts' package readers: two careers that read a monthly rankings package per month, a
 *   career of the 1990s and the archive's 55 seasons. The global setup has the service build those
 *   packages meanwhile (warm-service.ts), so the readers meet them built instead of waiting on each
 *   month's first build: at the start of the run the careers waited 1.1-1.4 min on a quiet machine,
 *   3-4 min at load 24.
 */
const LIVE = {
  // The longest chain first: the trader's three journeys run in order (one restarts the feed), 87 s
  // in all on a quiet machine; queued behind the others they ended the live phase (at 177 s of 178).
  'live-chain': ['trader-ultra'],
  // Then the longest (fan-alerts 34 s, the trade grid's six tests, which spread over the workers).
  live: ['fan-alerts', 'trade-grid', 'match-centre-trader'],
  'live-short': [
    'trader-feed-stale',
    'live-slate',
    'fan-compact-slate',
    'slate-first-screen',
    'fan-free',
    'status-strip',
    'desk-feed',
    'desk-feed-redis',
  ],
};
const AFTER_CORPORA = {
  play: ['many-tabs', 'trade-lab'],
};
const LAST = {
  packages: ['analyst-compare', 'analyst-eras', 'analyst-weeks', 'records'],
};
const specs = (names: string[]) => names.map((f) => `${f}.spec.ts`);

export default defineConfig({
  testDir: 'e2e',
  // Once the servers answer: a first read of every corpus, so no journey pays for building one.
  globalSetup: './e2e/warm-service.ts',
  // Two workers on two cores. A journey mostly waits, but four workers (with the checks beside them)
  // made a fresh clone's run longer, 14 min 50 s against 11 min 57 s: more pages open at once, each
  // costing CPU while it stays open. `E2E_WORKERS` sets another count.
  workers: Number(process.env.E2E_WORKERS) || 2,
  fullyParallel: false,
  forbidOnly: inCi,
  // One retry in CI, none elsewhere: a journey that passes only at its second try is reported as
  // flaky (and is a failure to fix), but one flake does not stop a change landing.
  retries: inCi ? 1 : 0,
  // The list, and where the wall time went (timeline-reporter.ts: first journey, each worker's idle
  // tail, the longest journeys), also kept in test-results/timeline.json.
  reporter: [['list'], ['./e2e/timeline-reporter.ts']],
  // Limits for a stuck journey, not for speed: an axe pass over a full page took 30 s on a machine
  // running other work, and a journey that fails only because the machine is busy tells nothing. At
  // load 35-50 a match centre's first market quote took longer than the 15 s an expectation had, and
  // at load 40 a desk trader's slate took over 20 s to say its feed was live. Waits for a page to
  // load or connect take this limit; only a product's promise ("within 15 s") states its own.
  timeout: 180_000,
  expect: { timeout: 60_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    // A trace only for a journey's retry (CI retries once; elsewhere `--trace on` asks for one).
    // Recording every journey's trace, to keep only the failures', cost its screencast in every
    // context: the live journeys used 170 CPU-seconds with it against 121 without (Chromium's GPU
    // process 28 against 6, its browser process 30 against 19), back to back on a quiet machine.
    trace: 'on-first-retry',
    // No service worker but where a journey is about it (fan-alerts.spec.ts allows it): each new
    // context's worker installed and precached the whole build, some 170 files fetched through the
    // journey's gateway, in every one of the run's contexts. The app reads its data from the network
    // either way (the worker caches pages and config only, src/sw/sw.ts). Five journeys used 33.3
    // CPU-seconds against 37.0 with it (the build and runner apart; back to back, busy).
    serviceWorkers: 'block',
    // A system Chromium (Debian's by default): nothing here may download a browser.
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // One project per group above, in that order; every group after `corpora` depends on it.
  projects: [
    ...Object.entries(LIVE).map(([name, files]) => ({ name, testMatch: specs(files) })),
    { name: 'corpora', testMatch: 'corpora.setup.ts' },
    ...Object.entries(AFTER_CORPORA).map(([name, files]) => ({
      name,
      testMatch: specs(files),
      dependencies: ['corpora'],
    })),
    {
      name: 'journeys',
      testIgnore: specs([
        ...Object.values(LIVE).flat(),
        ...Object.values(AFTER_CORPORA).flat(),
        ...Object.values(LAST).flat(),
      ]),
      dependencies: ['corpora'],
    },
    ...Object.entries(LAST).map(([name, files]) => ({
      name,
      testMatch: specs(files),
      dependencies: ['corpora'],
    })),
  ],
  webServer: [
    {
      // As `npm start` runs it: a production build served by our gateway, which holds the key. It is
      // launched first and not waited on here (no `url`): the build runs while the service loads,
      // and the global setup (warm-service.ts) waits for this gateway to answer.
      name: 'gateway',
      // Without the brotli and gzip copies beside each file (vite.config.ts): no journey reads them,
      // and writing them at brotli's 11 was the build's longest step while the first journey waited.
      command: 'npx vite build --logLevel warn && npx tsx gateway/main.ts',
      env: {
        COURTSIDE_PRECOMPRESS: 'off',
        PORT_UI: String(uiPort),
        COURTSIDE_BASE_URL: serviceUrl,
        COURTSIDE_KEY: process.env.COURTSIDE_KEY ?? 'demo-ultra',
        VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
      },
    },
    {
      name: 'service',
      command: 'npm run service',
      url: `${serviceUrl}/health`,
      env: { PORT: String(servicePort), FEED_POINTS: '1', ...replayEnv },
      reuseExistingServer: !inCi,
      timeout: 120_000,
      stdout: 'pipe',
    },
  ],
});
