import type { Page, WebSocketRoute } from '@playwright/test';
import { expect, test } from './journey';
import { serviceGet, snapshot } from './journey-helpers';

// Persona: a trader on ULTRA whose feed goes quiet. The trade grid and the match page's trader tabs
// must say so within a few seconds (3 s without an update while matches are live), with the age, and
// drop the mark as soon as an update arrives. The quiet is made on this page's own feed socket: the
// journey stands between the page and its gateway and holds the gateway's frames back, then lets
// them through in order. The gateway, the service and every other journey go on as before.

test.describe.configure({ timeout: 150_000 });

interface Listing {
  data: { id: number; status: string }[];
}

/** The page's feed socket with a hold: frames from the gateway are kept back while held. */
async function holdableFeed(page: Page) {
  const sockets: WebSocketRoute[] = [];
  const held: { to: WebSocketRoute; message: string | Buffer }[] = [];
  let holding = false;
  let dataFrames = 0;
  // Playwright's WebSocket routing reaches only the page's own sockets, not a worker's (microsoft/
  // playwright#37048), and the app hands its feed socket to a worker where one can start: without
  // workers the page owns the socket, and the quiet is made on it. What the views do with a quiet
  // feed is the same either way.
  await page.addInitScript(() => {
    (window as unknown as { Worker?: unknown }).Worker = undefined;
  });
  await page.routeWebSocket('**/api/ws', (ws) => {
    const server = ws.connectToServer();
    sockets.push(ws);
    server.onMessage((message) => {
      if (holding) {
        held.push({ to: ws, message });
        return;
      }
      // Every data frame carries `published_at`; the heartbeat and acks do not.
      dataFrames += String(message).match(/"published_at"/g)?.length ?? 0;
      ws.send(message);
    });
  });
  return {
    /** Data frames delivered to the page so far. */
    dataFrames: () => dataFrames,
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const { to, message } of held.splice(0)) {
        dataFrames += String(message).match(/"published_at"/g)?.length ?? 0;
        to.send(message);
      }
    },
  };
}

/** The mark's age in seconds, from "Feed stale · 4 s" (or minutes past the first one). */
async function markAge(page: Page): Promise<number> {
  const text = (await page.getByTestId('feed-stale').textContent()) ?? '';
  const m = text.match(/(\d+) (s|min)/);
  if (!m) throw new Error(`no age in “${text}”`);
  return Number(m[1]) * (m[2] === 'min' ? 60 : 1);
}

/** Holds the feed until the mark shows and its age grows, then lets it through until the mark goes. */
async function quietThenSpeak(
  page: Page,
  feed: Awaited<ReturnType<typeof holdableFeed>>,
  whileStale: () => Promise<void>,
) {
  const mark = page.getByTestId('feed-stale');
  feed.hold();
  // 3 s of quiet, plus the view's half-second re-measure; generous for a slow machine.
  await expect(mark).toBeVisible({ timeout: 15_000 });
  await expect(mark).toHaveText(/Feed stale · \d+ s/);
  const first = await markAge(page);
  expect(first).toBeGreaterThanOrEqual(3);
  // The age counts on while the quiet lasts.
  await expect.poll(() => markAge(page), { timeout: 10_000 }).toBeGreaterThan(first);
  await whileStale();
  const before = feed.dataFrames();
  feed.release();
  // The next update (one held back, or the next point anywhere) clears the mark; a quiet spell of
  // play may first keep it a while, so the wait is on the frame, not on a time.
  await expect.poll(feed.dataFrames, { timeout: 90_000 }).toBeGreaterThan(before);
  await expect(mark).toBeHidden({ timeout: 10_000 });
}

test('the grid and the match page mark the feed stale 3 s after its last update, with the age, until the next', async ({
  page,
  gateway,
}, testInfo) => {
  // The mark is only due while matches are live: wait for the replayed world to have one.
  let liveId = 0;
  await expect
    .poll(
      async () => {
        const live = await serviceGet<Listing>('/matches?status=live&limit=5', gateway.key);
        liveId = live.data[0]?.id ?? 0;
        return liveId;
      },
      { timeout: 120_000, intervals: [5_000] },
    )
    .toBeGreaterThan(0);

  const feed = await holdableFeed(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/trade');
  await expect(page.getByRole('heading', { level: 1, name: 'Trader grid' })).toBeVisible();
  await expect(page.getByTestId('trade-card').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Connection status' })).toContainText(/Feed\s*live/, {
    timeout: 20_000,
  });
  // The feed has spoken at least once, so the quiet below is ours.
  await expect.poll(feed.dataFrames, { timeout: 90_000 }).toBeGreaterThan(0);

  await quietThenSpeak(page, feed, () => snapshot(page, testInfo, 'grid-feed-stale'));

  // The match page: its trader tabs (Overview here) mark it on the scoreboard; the Summary does not.
  await page.goto(`/matches/${liveId}?tab=overview`);
  await expect(page.getByRole('region', { name: 'Scoreboard' })).toBeVisible({ timeout: 30_000 });
  const scoreboardMark = page.getByRole('region', { name: 'Scoreboard' }).getByTestId('feed-stale');
  await quietThenSpeak(page, feed, async () => {
    await expect(scoreboardMark).toBeVisible();
    await snapshot(page, testInfo, 'match-feed-stale');
    // The Summary is a fan's tab: no mark there, however quiet the feed.
    await page.getByRole('tab', { name: 'Summary' }).click();
    await expect(page.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
    await expect(scoreboardMark).toHaveCount(0);
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(scoreboardMark).toBeVisible();
  });
});
