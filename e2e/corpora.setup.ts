import { test } from '@playwright/test';
import { corporaBuilt } from './corpora';

// The project every history journey depends on (playwright.config.ts): it holds them back until the
// service has built every corpus. It runs after the live journeys, which read none; the global setup
// asked for the same builds at the start, so by then it usually passes at once.

test.describe.configure({ timeout: 300_000 });

test('the service has built the corpora the history journeys read', async () => {
  const ms = await corporaBuilt();
  console.log(`[e2e] the corpora answered ${ms} ms after this worker asked`);
});
