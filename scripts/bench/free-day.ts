/**
 * `npm run bench:free-day`: a FREE key's day in the real app. Starts the local service (its replay
 * SPEED matched to the page's clock) and the gateway holding `demo-free`, builds the app if dist/ has
 * none, and drives the built dashboard in Chromium with Playwright's clock control through a 12-hour
 * visible day in sittings: the slate open, a match opened now and then, a locked tab and a locked view
 * visited, the tab hidden for an hour in the middle of a sitting and between sittings. Every request
 * the page sends through the gateway is counted (`/usage` is quota-exempt and listed apart).
 *
 * Figures (JSON on the last line): requests, 429s, 403s, the slate's median and p95 staleness (age of
 * the newest live list the page has asked for, sampled every step while the slate is visible) and the
 * floor they are held against: visible time ÷ requests ÷ 2, the mean age if every request were a
 * slate refresh spread evenly over the visible time.
 */
import { chromium } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import { machineState, percentile } from './bench-kit';
import { ensureBuild, freePort, startGateway, startService, stopAll } from './ui/processes';

const H = 3_600_000;
const MIN = 60_000;
/** Page clock ms per real ms; the service's replay runs at the same SPEED. */
const SPEED = Number(process.env.FREE_DAY_SPEED ?? 120);
/** The page's clock moves in steps this long; staleness is sampled at each. */
const STEP_MS = 15_000;

type Act = {
  at: number;
  do: 'open-slate' | 'hide' | 'show' | 'open-match' | 'back-to-slate' | 'locked-tab' | 'locked-view';
};

// The fan's day (hours of the page's UTC day). Sittings: 06:00–08:30, 10:00–12:00, 13:00–16:30 with
// the tab hidden 14:00–15:00, 17:00–19:00, 20:00–23:00: 12 visible hours.
const h = (x: number) => x * H;
const DAY_PLAN: Act[] = [
  { at: h(6), do: 'open-slate' },
  { at: h(7), do: 'open-match' },
  { at: h(7) + 10 * MIN, do: 'back-to-slate' },
  { at: h(8.5), do: 'hide' },
  { at: h(10), do: 'show' },
  { at: h(11), do: 'open-match' },
  { at: h(11) + 2 * MIN, do: 'locked-tab' },
  { at: h(11) + 6 * MIN, do: 'locked-view' },
  { at: h(11) + 9 * MIN, do: 'back-to-slate' },
  { at: h(12), do: 'hide' },
  { at: h(13), do: 'show' },
  { at: h(14), do: 'hide' },
  { at: h(15), do: 'show' },
  { at: h(16.5), do: 'hide' },
  { at: h(17), do: 'show' },
  { at: h(18), do: 'open-match' },
  { at: h(18) + 15 * MIN, do: 'back-to-slate' },
  { at: h(19), do: 'hide' },
  { at: h(20), do: 'show' },
  { at: h(21.5), do: 'open-match' },
  { at: h(21.5) + 5 * MIN, do: 'back-to-slate' },
  { at: h(23), do: 'hide' },
];
const END = h(23) + 30 * MIN;

// A page-side switch for the Page Visibility API: the bench hides and shows the tab as a fan would.
const VISIBILITY_SCRIPT = `(() => {
  let hidden = false;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  window.__setHidden = (value) => {
    hidden = value;
    document.dispatchEvent(new Event('visibilitychange'));
  };
})();`;

// When each live list reached the page, on the page's clock: the age of what the slate shows counts
// from then. The time in flight is kept apart: on a clock running SPEED times faster, every real
// millisecond a loaded machine takes to answer is SPEED page milliseconds, which a fan at 1x never sees.
const SLATE_STAMP_SCRIPT = `(() => {
  const original = window.fetch.bind(window);
  window.__slateAt = [];
  window.__slateFlightMs = [];
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const asked = Date.now();
    const answer = original(input, init);
    if (/\\/api\\/matches\\?(.*&)?status=live/.test(url)) {
      answer.then((res) => {
        if (!res.ok) return;
        window.__slateAt.push(Date.now());
        window.__slateFlightMs.push(Date.now() - asked);
      }, () => undefined);
    }
    return answer;
  };
})();`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  ensureBuild();
  const servicePort = await freePort();
  const serviceUrl = `http://127.0.0.1:${servicePort}`;
  console.log(`starting the service (SPEED=${SPEED}) and the FREE gateway…`);
  // WINDOW_SCALE 1: the service counts the day's 100 and the minute's 30 as it would for anyone, so a
  // 429 here is a real overspend.
  await startService({ port: servicePort, courts: 20, speed: SPEED, wsMaxPerKey: 2, windowScale: 1 });
  const uiPort = await freePort();
  // The gateway's shared cache keeps answers on the real clock; scaled to the page's clock, a lone fan's
  // refreshes reach the service as they would at 1x instead of reading a copy minutes old.
  await startGateway(uiPort, serviceUrl, 'demo-free', { COURTSIDE_CACHE_TIME_SCALE: String(1 / SPEED) });
  const base = `http://127.0.0.1:${uiPort}`;

  const launchOptions = playwrightConfig.use?.launchOptions ?? {};
  const browser = await chromium.launch(launchOptions);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript(VISIBILITY_SCRIPT);
  await page.addInitScript(SLATE_STAMP_SCRIPT);

  const requests: { path: string; status: number; at: number; source: string }[] = [];
  const exempt: string[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith('/api/')) return;
    const path = url.pathname.replace(/^\/api/, '') + url.search;
    if (url.pathname === '/api/usage' || url.pathname === '/api/health') exempt.push(path);
    // X-Courtside-Cache: only `upstream` reached the service and spent one of the key's requests.
    else
      requests.push({
        path,
        status: res.status(),
        at: now,
        source: res.headers()['x-courtside-cache'] ?? 'none',
      });
  });

  // The page's day: today's UTC date, so the service's own day count (real UTC day) holds the run too.
  const day = Math.floor(Date.now() / (24 * H)) * 24 * H;
  let now = day + DAY_PLAN[0].at;
  await page.clock.install({ time: now });

  let hidden = true;
  let onSlate = false;
  let visibleMs = 0;
  const ages: number[] = [];
  const realStart = Date.now();
  let pacedMs = 0;

  const advance = async (ms: number) => {
    await page.clock.runFor(ms);
    now += ms;
    // Visible time runs at SPEED against the service's replay; hidden time is skipped quickly.
    if (!hidden) {
      pacedMs += ms / SPEED;
      const wait = realStart + pacedMs - Date.now();
      if (wait > 0) await sleep(wait);
    } else {
      pacedMs = Date.now() - realStart;
      await sleep(20);
    }
  };
  const settle = async (check: () => Promise<boolean>, what: string) => {
    for (let i = 0; i < 200; i++) {
      if (await check()) return;
      await advance(1_000);
    }
    const shown = (
      await page
        .locator('main')
        .textContent()
        .catch(() => null)
    )?.slice(0, 400);
    const recent = requests.slice(-15).map((r) => `${r.status} ${r.path}`);
    throw new Error(
      `the page did not show ${what}; it shows: ${shown}\nlast requests:\n${recent.join('\n')}`,
    );
  };
  // In-app navigation, as a click on a nav link would do (no reload): the router follows popstate.
  const navigate = (path: string) =>
    page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  // The slate is on screen: its rows, or its empty state when the replay has nothing in play.
  const slateRows = async () =>
    (await page.getByTestId('live-match').first().isVisible()) ||
    (await page.getByText('No matches are live right now.').isVisible());

  const perform = async (act: Act['do']) => {
    switch (act) {
      case 'open-slate':
        await page.goto(`${base}/`);
        hidden = false;
        await page.evaluate(() =>
          (window as unknown as { __setHidden(v: boolean): void }).__setHidden(false),
        );
        await settle(slateRows, 'live rows');
        onSlate = true;
        return;
      case 'hide':
      case 'show':
        hidden = act === 'hide';
        await page.evaluate(
          (v) => (window as unknown as { __setHidden(v: boolean): void }).__setHidden(v),
          hidden,
        );
        return;
      case 'open-match':
        onSlate = false;
        await page.getByTestId('live-match').first().getByRole('link').first().click();
        await settle(
          () => page.getByRole('tablist', { name: 'Match views' }).isVisible(),
          'the match centre',
        );
        return;
      case 'locked-tab':
        // The Market tab is PRO: a FREE key should see its notice without asking.
        await page.getByRole('tab', { name: 'Market', exact: true }).click();
        await settle(() => page.getByTestId('tier-notice').first().isVisible(), 'the Market tab notice');
        return;
      case 'locked-view':
        await navigate('/packages');
        await settle(() => page.getByTestId('tier-notice').first().isVisible(), 'the packages notice');
        return;
      case 'back-to-slate':
        await navigate('/');
        await settle(slateRows, 'live rows');
        onSlate = true;
        return;
    }
  };

  const plan = [...DAY_PLAN];
  while (day + END > now) {
    while (plan.length > 0 && day + plan[0].at <= now) {
      const act = plan.shift() as Act;
      console.log(
        `${new Date(now).toISOString().slice(11, 16)} ${act.do} (requests so far ${requests.length}, real ${Math.round((Date.now() - realStart) / 1000)} s)`,
      );
      await perform(act.do);
    }
    const nextAct = plan.length > 0 ? day + plan[0].at : day + END;
    const step = hidden ? Math.min(10 * MIN, nextAct - now) : Math.min(STEP_MS, nextAct - now);
    await advance(Math.max(step, 1));
    if (!hidden) {
      visibleMs += Math.max(step, 1);
      if (onSlate) {
        const [at, pageNow] = await page.evaluate(() => [
          (window as unknown as { __slateAt: number[] }).__slateAt.at(-1) ?? null,
          Date.now(),
        ]);
        if (at !== null) ages.push((pageNow - at) / 1000);
      }
    }
  }

  // Where the day's requests fell, hour by hour (page clock): the spread the staleness figures summarise.
  for (let hour = 6; hour < 24; hour++) {
    const inHour = requests.filter((r) => Math.floor((r.at - day) / H) === hour);
    if (inHour.length === 0) continue;
    const live = inHour.filter((r) => /^\/matches\?(.*&)?status=live/.test(r.path)).length;
    const other = inHour
      .filter((r) => !/^\/matches\?(.*&)?status=live/.test(r.path))
      .map((r) => r.path.split('&')[0]);
    console.log(
      `  ${String(hour).padStart(2, '0')}:00 live list ×${live}${other.length ? `, also ${other.join(', ')}` : ''}`,
    );
  }

  const bySource: Record<string, number> = {};
  for (const r of requests) bySource[r.source] = (bySource[r.source] ?? 0) + 1;
  // Two reads of one path a few page-seconds apart: the page asked twice for one answer.
  const doubled = requests.filter((r, i) =>
    requests.slice(0, i).some((q) => q.path === r.path && r.at - q.at < 10_000),
  );
  for (const r of doubled)
    console.log(`  asked twice: ${new Date(r.at).toISOString().slice(11, 19)} ${r.path} (${r.source})`);

  const count = requests.length;
  const r429 = requests.filter((r) => r.status === 429).length;
  const r403 = requests.filter((r) => r.status === 403).length;
  const floor = visibleMs / 1000 / Math.max(1, count) / 2;
  const round = (v: number) => Math.round(v * 10) / 10;
  const byPath: Record<string, number> = {};
  for (const r of requests) {
    const key = r.path.replace(/\d{3,}/g, '{id}').replace(/\?.*$/, (q) => (q.includes('status=') ? q : '?…'));
    byPath[key] = (byPath[key] ?? 0) + 1;
  }
  const median = percentile(ages, 50);
  const flights = await page.evaluate(
    () => (window as unknown as { __slateFlightMs: number[] }).__slateFlightMs,
  );
  const figures = {
    free_day_requests: count,
    free_day_429: r429,
    free_day_403: r403,
    free_day_visible_hours: round(visibleMs / H),
    free_day_staleness_median_s: round(median),
    free_day_staleness_p95_s: round(percentile(ages, 95)),
    free_day_staleness_floor_s: round(floor),
    free_day_median_vs_floor: Math.round((median / floor) * 100) / 100,
    free_day_usage_reads: exempt.length,
    // The live list's time in flight at 1x (page ms ÷ SPEED): what the staleness above leaves out.
    free_day_slate_flight_real_ms_median: Math.round(percentile(flights, 50) / SPEED),
    free_day_requests_by_path: byPath,
    // Where the gateway found each answer: `upstream` spent the key's request, `cache`/`coalesced` did not.
    free_day_requests_by_source: bySource,
    free_day_speed: SPEED,
    free_day_real_s: Math.round((Date.now() - realStart) / 1000),
  };
  for (const [k, v] of Object.entries(figures)) console.log(`${k}: ${JSON.stringify(v)}`);
  await browser.close();
  await stopAll();
  console.log(JSON.stringify({ ...figures, machine: machineState() }));
}

main().catch(async (err) => {
  console.error(err);
  await stopAll();
  process.exit(1);
});
