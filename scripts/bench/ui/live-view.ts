import type { Page } from '@playwright/test';

/** A limit for a stuck run, not for speed: a busy machine's service can take a minute to start its feed. */
const STUCK_MS = 120_000;

/** Resolves once the page's status strip says its feed is live (nothing to measure before). */
export async function untilFeedLive(page: Page): Promise<void> {
  await page
    .getByRole('region', { name: 'Connection status' })
    .getByText(/^live$/)
    .waitFor({ timeout: STUCK_MS });
}

/**
 * Resolves once the feed is live and the view has drawn its first card or row: on a busy machine the
 * feed can be live before the first list.
 */
export async function untilViewLive(page: Page): Promise<void> {
  await untilFeedLive(page);
  await page
    .locator('[data-testid="trade-card"], [data-testid="live-match"]')
    .first()
    .waitFor({ timeout: STUCK_MS });
}
