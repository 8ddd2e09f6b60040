import { test } from '@playwright/test';
import { corporaBuilt } from './corpora';

// The first project the history journeys depend on (playwright.config.ts): it holds them back until
// the service has built every corpus, while the live journeys, which read none, run meanwhile on the
// other worker. The global setup asked for the same builds already, so this only waits for them.

test.describe.configure({ timeout: 300_000 });

test('the service has built the corpora the history journeys read', async () => {
  const ms = await corporaBuilt();
  console.log(`[e2e] the corpora answered ${ms} ms after this worker asked`);
});
