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
for (const name of ['SPEED', 'SEED'] as const) {
  const value = process.env[name];
  if (value !== undefined) replayEnv[name] = value;
}

export default defineConfig({
  testDir: 'e2e',
  // Once the servers answer: a first read of every corpus, so no journey pays for building one.
  globalSetup: './e2e/warm-service.ts',
  // Two workers on two cores: most of a journey's time is waiting on the page and the service, and
  // one browser at a time left the run at 3.4 min; spec files still run their tests in order.
  workers: 2,
  fullyParallel: false,
  forbidOnly: inCi,
  retries: inCi ? 1 : 0,
  reporter: 'list',
  // Limits for a stuck journey, not for speed: an axe pass over a full page took 30 s on a machine
  // running other work, and a journey that fails only because the machine is busy tells nothing.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
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
  webServer: [
    {
      name: 'service',
      command: 'npm run service',
      url: `${serviceUrl}/health`,
      env: { PORT: String(servicePort), FEED_POINTS: '1', ...replayEnv },
      reuseExistingServer: !inCi,
      timeout: 120_000,
      stdout: 'pipe',
    },
    {
      // As `npm start` runs it: a production build served by our gateway, which holds the key.
      name: 'gateway',
      command: 'npx vite build --logLevel warn && npx tsx gateway/main.ts',
      url: baseURL,
      env: {
        PORT_UI: String(uiPort),
        COURTSIDE_BASE_URL: serviceUrl,
        COURTSIDE_KEY: process.env.COURTSIDE_KEY ?? 'demo-ultra',
        VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
      },
      reuseExistingServer: !inCi,
      timeout: 180_000,
    },
  ],
});
