// The FREE-day half of `npm run bench:client`: a MODEL of a FREE-key day on a fake clock against the
// local service's replays, driven by the dashboard's planner, budget and fetch layer but not the app
// (no views, no browser). The app's own day is measured by `npm run bench:free-day` (./free-day.ts).
// Simulated parts (labelled): the user's sittings and the clock.
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import type { Connection } from '../../src/api/connection';
import type { RequestGate } from '../../src/api/http';
import { getMatch, listLiveMatches } from '../../src/api/matches';
import { getUsage } from '../../src/api/service';
import { FREE_RESERVE } from '../../src/budget/browser-budget';
import { LivePoller } from '../../src/budget/live-poller';
import { RequestBudget } from '../../src/budget/request-budget';
import { ManualTimers } from '../../src/budget/timers';
import { DEFAULT_VISIBLE_MS } from '../../src/budget/visible-history';
import { machineState } from './bench-kit';

const H = 3_600_000;
const DAY = Date.UTC(2026, 10, 21);
/** Simulated: the user's visible sittings with the live slate open, 12 h in all, within one UTC day. */
const SITTINGS: [number, number][] = [
  [6 * H, 8.5 * H],
  [10 * H, 12 * H],
  [13 * H, 15.5 * H],
  [17 * H, 19 * H],
  [20 * H, 23 * H],
];
/**
 * Simulated: match pages opened by hand, as bench:free-day's fan does (one request each, the slate
 * closed while the page is open): the plan holds them from the start in its reserve.
 */
const MATCH_PAGES: [at: number, forMs: number][] = [
  [7 * H, 10 * 60_000],
  [11 * H, 9 * 60_000],
  [18 * H, 15 * 60_000],
  [21.5 * H, 5 * 60_000],
];
const SAMPLE_MS = 10_000;

export interface FreeDayFigures {
  free_day_requests: number;
  free_day_429: number;
  free_day_visible_hours: number;
  free_day_staleness_median_s: number;
  free_day_staleness_floor_s: number;
  free_day_staleness_p95_s: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** Simulates one FREE day and returns its figures (requests, 429s, staleness of the shown slate). */
export async function freeDayFigures(): Promise<FreeDayFigures> {
  const timers = new ManualTimers(DAY);
  const app = buildApp(testConfig({ now: timers.now }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const connection: Connection = { mode: 'direct', baseUrl: `http://127.0.0.1:${port}`, apiKey: 'demo-free' };
  try {
    const budget = new RequestBudget({ tier: 'free', now: timers.now });
    let sent = 0;
    let refused429 = 0;
    // Counts what reached the service, around the real budget gate.
    const gate: RequestGate = {
      beforeRequest: async (req) => {
        await budget.beforeRequest(req);
        if (!req.exempt) sent++;
      },
      afterResponse: async (req, res) => {
        if (res.status === 429) refused429++;
        await budget.afterResponse(req, res);
      },
    };
    await budget.syncUsage(await getUsage({ connection, gate }));
    let shownAt: number | null = null;
    let liveIds: number[] = [];
    const poller = new LivePoller({
      budget,
      timers,
      expectedVisibleMs: DEFAULT_VISIBLE_MS,
      reserve: FREE_RESERVE,
      track: (p) => timers.track(p),
      refresh: async () => {
        const list = await listLiveMatches({ connection, gate });
        if (!Array.isArray(list.data)) throw new Error('no slate');
        liveIds = list.data.map((m) => m.id);
        shownAt = timers.now();
      },
    });
    poller.start();
    const ages: number[] = [];
    let visibleMs = 0;
    for (const [from, to] of SITTINGS) {
      await timers.advanceTo(DAY + from);
      poller.setVisible(true);
      let close: (() => void) | null = poller.openLiveView();
      let pageUntil = 0;
      for (let t = DAY + from; t < DAY + to; t += SAMPLE_MS) {
        await timers.advanceTo(t);
        const opened = MATCH_PAGES.find(([at]) => DAY + at === t);
        if (opened && liveIds.length > 0) {
          close?.();
          close = null;
          pageUntil = t + opened[1];
          await getMatch(liveIds[0], { connection, gate });
        }
        if (close === null && t >= pageUntil) close = poller.openLiveView();
        if (close !== null && shownAt !== null) ages.push((t - shownAt) / 1000);
        visibleMs += SAMPLE_MS;
      }
      close?.();
      poller.setVisible(false);
    }
    poller.stop();
    ages.sort((a, b) => a - b);
    const round = (v: number) => Math.round(v * 10) / 10;
    return {
      free_day_requests: sent,
      free_day_429: refused429,
      free_day_visible_hours: round(visibleMs / H),
      free_day_staleness_median_s: round(quantile(ages, 0.5)),
      free_day_staleness_floor_s: round(visibleMs / 1000 / Math.max(1, sent) / 2),
      free_day_staleness_p95_s: round(quantile(ages, 0.95)),
    };
  } finally {
    await app.close();
  }
}

if (process.argv[1]?.endsWith('free-day-model.ts')) {
  freeDayFigures().then(
    (f) => console.log(JSON.stringify({ ...f, machine: machineState() })),
    (err) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
