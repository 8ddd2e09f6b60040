import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { serviceGet } from './journey-helpers';
import { type OwnGateway, ownGateway } from './own-gateway';

// Persona: a trader who keeps five Courtside tabs open in one browser: the slate, two match pages,
// the trader grid and history. Every tab must draw, the tabs must not talk to each other more than
// the news warrants, and the jobs one tab does for all (the feed socket, the live-list poll) must
// be done once, not once per tab.

// Five pages load at once: at load 40 a first try passed 180 s (its retry took 106 s).
test.describe.configure({ timeout: 360_000 });

// The tabs' requests are counted, so they go through a gateway holding an ULTRA key of its own: another
// journey spending the shared key's minute cannot refuse one of these reads.
let gateway: OwnGateway;
test.beforeAll(async () => {
  gateway = await ownGateway('ultra', 'many-tabs');
});
test.afterAll(async () => gateway?.close());

declare global {
  interface Window {
    __posts: number;
  }
}

/** Counts this page's BroadcastChannel posts, on every channel. */
function countPosts() {
  window.__posts = 0;
  const post = BroadcastChannel.prototype.postMessage;
  BroadcastChannel.prototype.postMessage = function (this: BroadcastChannel, message: unknown) {
    window.__posts++;
    return post.call(this, message);
  };
}

interface Tab {
  name: string;
  page: Page;
  /** `METHOD /api/path?query` for each request, `WS /api/path` for each socket. */
  requests: string[];
  /** The reads this page makes for what it shows (besides /usage, which every tab reads once or twice). */
  own: RegExp;
}

async function open(context: BrowserContext, name: string, path: string, own: RegExp): Promise<Tab> {
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/api/')) requests.push(`${r.method()} ${u.pathname}${u.search}`);
  });
  page.on('websocket', (ws) => requests.push(`WS ${new URL(ws.url()).pathname}`));
  await page.goto(`${gateway.url}${path}`);
  return { name, page, requests, own };
}

/** What one leader tab does for every tab: the feed socket (and its token) and the live-list poll. */
const SHARED_JOB = /^(WS \/api\/ws|GET \/api\/ws-token|GET \/api\/matches\?status=live&)/;
/** Each tab's budget reads the key's tier and today's count (quota-exempt). */
const USAGE = /^GET \/api\/usage$/;

/** How long the tabs are left alone while their posts are counted. */
const REST_WINDOW_MS = 5_000;

test('five tabs in one browser each draw, stay quiet on the channel and share one feed and one poll', async ({
  context,
}) => {
  await context.addInitScript(countPosts);
  const live = await serviceGet<{ data: { id: number }[] }>('/matches?status=live&limit=2');
  expect(live.data.length).toBe(2);
  const [a, b] = live.data.map((m) => m.id);
  const matchReads = (id: number) =>
    new RegExp(
      `^GET /api/(matches/${id}(/prices|/points)?|history/matches/${id}|markets/${id}/prices)(\\?|$)`,
    );

  // The slate first, so it is the tab that leads.
  const tabs = [
    await open(
      context,
      'slate',
      '/',
      /^GET \/api\/(matches\?status=(upcoming|completed)&|markets\/\d+\/prices\?|matches\/\d+\/points\?)/,
    ),
    await open(context, 'match A', `/matches/${a}`, matchReads(a)),
    await open(context, 'match B', `/matches/${b}`, matchReads(b)),
    await open(
      context,
      'trade',
      '/trade',
      /^GET \/api\/(markets\/\d+\/prices\?|history\/matches\/\d+\?sequence=clean$|matches\/\d+\/points\?)/,
    ),
    await open(context, 'history', '/history', /^GET \/api\/history\/matches\?/),
  ];
  const [slate, matchA, matchB, trade, history] = tabs;

  // Each draws its content.
  const row = slate.page.getByTestId('live-match').first();
  await expect(row.getByTestId('player-name')).toHaveCount(2, { timeout: 60_000 });
  for (const m of [matchA, matchB]) {
    await expect(m.page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
    await expect(m.page.getByTestId('player-name')).toHaveCount(2, { timeout: 60_000 });
  }
  await expect(trade.page.getByRole('heading', { level: 1, name: 'Trader grid' })).toBeVisible();
  await expect(trade.page.getByTestId('trade-card').first()).toBeVisible({ timeout: 60_000 });
  await expect(history.page.getByTestId('history-row').first()).toBeVisible({ timeout: 60_000 });

  // At rest: nobody touches a tab for a measured window. This is a measurement, not a wait for
  // something to happen: a rate needs a span of the page's own clock.
  const before = await Promise.all(
    tabs.map((t) => t.page.evaluate(() => ({ posts: window.__posts, at: performance.now() }))),
  );
  await slate.page.waitForFunction(({ t0, ms }) => performance.now() - t0 >= ms, {
    t0: before[0].at,
    ms: REST_WINDOW_MS,
  });
  const rates = await Promise.all(
    tabs.map(async (t, i) => {
      const now = await t.page.evaluate(() => ({ posts: window.__posts, at: performance.now() }));
      return { tab: t.name, perSecond: (now.posts - before[i].posts) / ((now.at - before[i].at) / 1000) };
    }),
  );
  test.info().annotations.push({ type: 'channel posts per second', description: JSON.stringify(rates) });
  for (const r of rates) expect(r.perSecond, `${r.tab} posts per second at rest`).toBeLessThan(10);

  // Requests: every request a tab makes is either a shared job, its /usage read, or one of its
  // page's own reads; the shared jobs come from the leader alone. So the five tabs' total is one
  // tab's shared jobs plus each page's own reads (and each tab's /usage), with nothing doubled.
  const byTab = tabs.map((t) => ({
    tab: t.name,
    shared: t.requests.filter((r) => SHARED_JOB.test(r)),
    usage: t.requests.filter((r) => USAGE.test(r)),
    own: t.requests.filter((r) => t.own.test(r)),
    other: t.requests.filter((r) => !SHARED_JOB.test(r) && !USAGE.test(r) && !t.own.test(r)),
  }));
  test.info().annotations.push({
    type: 'requests per tab (shared jobs / usage / own reads)',
    description: byTab
      .map((t) => `${t.tab}: ${t.shared.length}/${t.usage.length}/${t.own.length}`)
      .join(', '),
  });
  for (const t of byTab)
    expect(t.other, `${t.tab}: requests that are neither shared nor its own`).toEqual([]);
  expect(
    byTab.filter((t) => t.shared.length > 0).map((t) => t.tab),
    'tabs that ran the feed or the live poll',
  ).toEqual(['slate']);
  expect(byTab[0].shared.filter((r) => r.startsWith('WS '))).toHaveLength(1);
  for (const t of byTab) expect(t.usage.length, `${t.tab} reads /usage at most twice`).toBeLessThanOrEqual(2);
  const total = tabs.reduce((n, t) => n + t.requests.length, 0);
  const expected = byTab[0].shared.length + byTab.reduce((n, t) => n + t.usage.length + t.own.length, 0);
  expect(total).toBe(expected);
});
