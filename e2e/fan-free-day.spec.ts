import { expect, type Page, test } from '@playwright/test';
import { expectNoHorizontalScroll, snapshot, tierNotices } from './journey-helpers';
import { type OwnGateway, ownGateway } from './own-gateway';

// Persona: a fan on the FREE key, on a 390 px phone, for whom 100 requests must last the day. The slate
// shows at least eight live rows; a finished match opens from the slate on its Summary tab; a locked
// view and the match page's locked tabs draw their notices without asking (no 403 in the network log); and the strip's "requests left"
// moves only by the plan's refreshes: each step down is one request the page sent.

// This journey reads the strip's count of the key's requests, so it plays on a FREE key of its own:
// on the shared FREE gateway another journey's requests moved the count (97 → 96 with none sent here).
let gateway: OwnGateway;
let FREE = '';
test.beforeAll(async () => {
  // The page's clock runs 30 s steps in moments of real time: the gateway keeps answers for a
  // thousandth of their time, so each planned read reaches the service as it would over real minutes.
  gateway = await ownGateway('free', 'fan-free-day', { cacheTimeScale: 0.001 });
  FREE = gateway.url;
});
test.afterAll(async () => gateway?.close());

/** Every request the page sends through the gateway, with its answer's status (`/usage` is quota-exempt). */
function networkLog(page: Page) {
  // `source`: where the gateway found the answer (X-Courtside-Cache): only `upstream` spent a request
  // of the key's; `cache` and `coalesced` were another browser's (or this one's) recent answer.
  const log: { path: string; status: number; source: string | undefined }[] = [];
  let inFlight = 0;
  let started = 0;
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/')) {
      inFlight++;
      started++;
    }
  });
  const settled = (req: { url(): string }) => {
    if (new URL(req.url()).pathname.startsWith('/api/')) inFlight--;
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname.startsWith('/api/'))
      log.push({
        path: url.pathname.slice(4) + url.search,
        status: res.status(),
        source: res.headers()['x-courtside-cache'],
      });
  });
  return {
    all: () => log,
    /** Requests sent and not yet answered. */
    inFlight: () => inFlight,
    /** Requests the browser has reported sending, answered or not. */
    started: () => started,
    counted: () => log.filter((r) => !r.path.startsWith('/usage')),
  };
}

/** Resolves after a few message-channel tasks: React's render and commit of what just arrived. */
function afterTasks(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    let n = 0;
    channel.port1.onmessage = () => (++n >= 3 ? resolve() : channel.port2.postMessage(null));
    channel.port2.postMessage(null);
  });
}

async function requestsLeft(page: Page): Promise<number> {
  const strip = page.getByRole('region', { name: 'Connection status' });
  const text = (await strip.textContent()) ?? '';
  const m = /Requests left today\s*(\d+) of (\d+)/.exec(text);
  expect(m, `strip reads "${text}"`).not.toBeNull();
  return Number(m?.[1]);
}

async function wholeLiveRows(page: Page): Promise<{ full: number; total: number }> {
  return page.evaluate(() => {
    const rows = [...document.querySelectorAll('[data-testid="live-match"]')];
    const full = rows.filter((row) => {
      const b = row.getBoundingClientRect();
      return b.height > 0 && b.top >= 0 && b.bottom <= innerHeight && b.right <= innerWidth;
    });
    return { full: full.length, total: rows.length };
  });
}

test.use({ viewport: { width: 390, height: 844 } });

test('a FREE fan on a phone: eight live rows, only planned refreshes spend, a finished match opens, locked tabs ask nothing', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const net = networkLog(page);
  // The page's own clock, so a quarter of an hour of planned refreshes passes in seconds. It starts at
  // 06:00 UTC: the plan spreads the day's requests over the visible time left before the quota's UTC
  // midnight, so at 22:00 it rightly spends faster, and the count below would depend on when CI runs.
  const now = new Date();
  await page.clock.install({ time: Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 6) });
  await page.goto(`${FREE}/`);
  await expect(page.getByRole('region', { name: 'Connection status' })).toContainText('FREE');
  await expect(page.getByTestId('live-match').first()).toBeVisible();
  await expect(page.getByTestId('upcoming-match').first()).toBeVisible();

  const { full, total } = await wholeLiveRows(page);
  testInfo.annotations.push({ type: 'whole live rows at 390×844', description: `${full} of ${total}` });
  expect(full).toBeGreaterThanOrEqual(Math.min(8, total));
  await expectNoHorizontalScroll(page);
  await snapshot(page, testInfo, 'fan-free-day-slate-390');

  // Twenty minutes on the slate, thirty seconds at a time: the strip's count steps down only by
  // requests the page sent (or by a read of the service's own count, quota-exempt), and every request
  // sent is a planned read: the live list or the upcoming list, a handful in twenty minutes (a day's
  // ~95 spread over ~12 visible hours). The strip counts a request as the page sends it, a moment
  // before the browser reports it (longer on a busy machine): so a fall is matched against every
  // request reported since the first step, waiting for the one that caused it, rather than against
  // the requests of the step in which the fall was read (which under load named a request of the
  // step before: "count fell 98 → 97 with no request").
  const sentBefore = net.counted().length;
  const startedBefore = net.started();
  const leftBefore = await requestsLeft(page);
  let left = leftBefore;
  let drops = 0;
  // Reads the service answered (not the gateway's cache) since the first step: each spent one.
  const upstream = () =>
    net
      .counted()
      .slice(sentBefore)
      .filter((r) => r.source === 'upstream').length;
  for (let i = 0; i < 40; i++) {
    await page.clock.runFor(30_000);
    // Every read the browser has reported has its answer, and the strip has come to count every one
    // the service answered. Counted over the whole walk, not per step: under load a read sent in one
    // step (and counted by the strip then) had its answer reported in the next, whose own slice then
    // named a request the count had already fallen for.
    await expect.poll(() => net.inFlight()).toBe(0);
    await expect.poll(() => requestsLeft(page)).toBeLessThanOrEqual(leftBefore - upstream());
    await page.evaluate(afterTasks);
    const now = await requestsLeft(page);
    if (now < left) {
      drops++;
      await expect
        .poll(() => net.started() - startedBefore, `count fell ${leftBefore} → ${now}: requests sent`)
        .toBeGreaterThanOrEqual(leftBefore - now);
    }
    expect(now).toBeLessThanOrEqual(left);
    left = now;
  }
  const planned = net.counted().slice(sentBefore);
  expect(planned.length).toBeGreaterThanOrEqual(1);
  expect(drops).toBeGreaterThanOrEqual(1);
  expect(planned.length).toBeLessThanOrEqual(5);
  for (const r of planned) expect(r.path).toMatch(/^\/matches\?status=(live|upcoming)&/);

  // "Refresh now" asks for the live list once, and the strip says so. It spends one of the key's
  // requests unless the gateway answered from the list another browser on the key read seconds ago
  // (the desk's shared cache), in which case the key's count must not move for it.
  const beforeManual = await requestsLeft(page);
  const sentBeforeManual = net.counted().length;
  await page.getByRole('button', { name: /Refresh now/ }).click();
  await expect(page.getByRole('region', { name: 'Connection status' })).toContainText('you refreshed at');
  await expect.poll(() => net.counted().length).toBeGreaterThan(sentBeforeManual);
  const manual = net.counted().slice(sentBeforeManual);
  expect(manual.map((r) => r.path.split('&')[0])).toEqual(['/matches?status=live']);
  expect(['upstream', 'cache', 'coalesced']).toContain(manual[0].source);
  const spent = manual[0].source === 'upstream' ? 1 : 0;
  await expect.poll(() => requestsLeft(page)).toBeLessThanOrEqual(beforeManual - spent);

  // Finished matches are history reads on FREE: read once, when asked, then a row opens its match.
  await page.getByRole('button', { name: 'Show finished matches' }).click();
  const finished = page.getByTestId('completed-match').first();
  await expect(finished).toBeVisible();
  await expect(finished.getByTestId('score-sets').first()).toHaveText(/^\d$/);
  await expect(finished.getByTestId('winner-mark')).toHaveCount(1);
  const [winner] = await finished.getByTestId('player-name').allTextContents();
  expect(winner.trim()).not.toBe('');
  await finished.getByRole('link').click();
  await expect(page).toHaveURL(/\/matches\/\d+/);
  await expect(page.getByRole('tablist', { name: 'Match views' })).toBeVisible();

  // The match page starts on a tab a FREE key can see: Summary, the set-by-set score and the facts,
  // from the match read alone; the locked tabs draw their notices without asking.
  const sentBeforeMatchTabs = net.counted().length;
  await expect(page.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('summary-sets')).toBeVisible();
  await expect(page.getByTestId('summary-winner')).toHaveCount(1);
  await expect(page.getByTestId('tier-notice')).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await snapshot(page, testInfo, 'fan-free-day-match-summary-390');
  await page.getByRole('tab', { name: 'Market' }).click();
  await expect(tierNotices(page)).toContainText('Available with a PRO key');
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(tierNotices(page)).toContainText('Available with an ULTRA key');
  await expect(tierNotices(page).getByRole('link', { name: 'How to upgrade' })).toHaveAttribute(
    'href',
    '/settings#upgrade',
  );
  const tabReads = net
    .counted()
    .slice(sentBeforeMatchTabs)
    .filter((r) => /^\/matches\/\d+\//.test(r.path));
  expect(tabReads, `tab reads: ${tabReads.map((r) => r.path).join(', ')}`).toEqual([]);

  // A locked view and its tabs: the notice comes from the key's tier, learned from /usage, with no
  // refused request on the way.
  await page.goto(`${FREE}/packages`);
  await expect(tierNotices(page)).toContainText('Available with a PRO key');
  await page.getByRole('tab', { name: 'Rankings', exact: true }).click();
  await expect(page).toHaveURL(/kind=rankings/);
  await expect(tierNotices(page)).toContainText('Available with an ULTRA key');
  await expectNoHorizontalScroll(page);
  await snapshot(page, testInfo, 'fan-free-day-packages-390');

  const refused = net.all().filter((r) => r.status === 403);
  expect(refused, `403s: ${refused.map((r) => r.path).join(', ')}`).toEqual([]);
  expect(net.all().filter((r) => r.status === 429)).toEqual([]);
});
