import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';

// A trader at a desk that shares one gateway key: the slate open, counting what its own feed socket
// receives. The desk journeys (one gateway, two gateways on Redis) open their traders with it.

export interface Trader {
  page: Page;
  /** `score` frames this page's feed socket has received. */
  scoreFrames: () => number;
}

/** Each trader's window, closed with its journey (`closeTraders`) before the journey's gateway is. */
const open = new Set<BrowserContext>();

export async function closeTraders(): Promise<void> {
  await Promise.all([...open].map((c) => c.close()));
  open.clear();
}

export async function openSlate(browser: Browser, baseURL: string): Promise<Trader> {
  const context = await browser.newContext({ baseURL });
  open.add(context);
  const page = await context.newPage();
  let scores = 0;
  page.on('websocket', (ws) => {
    if (!ws.url().endsWith('/api/ws')) return;
    ws.on('framereceived', ({ payload }) => {
      // One frame per message; counted by its type so a frame of another kind is not a score.
      scores += String(payload).match(/"type":"score"/g)?.length ?? 0;
    });
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Connection status' })).toContainText(/Feed\s*live/);
  return { page, scoreFrames: () => scores };
}

/** What a trader reads on a row: names, sets, games and points, as drawn (not the listing). */
export const drawnScore = (row: ReturnType<Page['getByTestId']>) =>
  row.locator('div.grid[aria-hidden="true"]').textContent();

/** The first live row of a trader's slate and its two names, once the list has drawn it. */
export async function firstLiveRow(page: Page) {
  const row = page.getByTestId('live-match').first();
  // The feed can be live before the list's first read has drawn a row: wait for the names.
  await expect(row.getByTestId('player-name')).toHaveCount(2);
  return { row, names: await row.getByTestId('player-name').allTextContents() };
}
