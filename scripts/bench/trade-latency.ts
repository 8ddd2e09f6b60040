/**
 * `npm run bench:trade-latency`: score to screen on the trade grid, in a real Chromium through the
 * gateway: from a score frame's `published_at` to the paint that shows it on a card (p50/p95/p99),
 * at two loads, each against a service and a gateway of its own, JSON on the LAST line.
 *
 * - `default`: 20 courts at real pace (the service's defaults: 8–20 live matches). Score frames are
 *   sparse there (one per point per match), so the window is long (BENCH_LAT_DEFAULT_WINDOW_S, 240).
 *   Target p95 ≤ 250 ms.
 * - `500`: 690 courts at SPEED 87 (`bench:ui`'s 600 courts hold about 440 live matches once the
 *   replay has run a while; 690 hold 500 or more), the live count read from the service at the start
 *   and the end of the window and printed. Window BENCH_LAT_LOADED_WINDOW_S (60). Target p95 ≤ 1 s.
 *
 * - `grid`: the default load (the service's defaults, real rate-limit windows), the grid watched in its
 *   default sort for BENCH_LAT_GRID_WINDOW_S (60) at 2560×1440 on an ULTRA key and at 1440×900 on a
 *   PRO key (each minted by the service, each behind a gateway of its own): every visible card with a
 *   market sampled once a second. Prints the oldest price age seen (target ≤ 15 s ULTRA, ≤ 30 s PRO,
 *   read from the card's `data-price-at`), the cards with a market seen that long that never got a
 *   price (target 0), and card positions changed per minute while the set of matches in the grid is
 *   the same as a second before (target 0).
 * - `grid-busy`: the same two desks on a world busy enough to fill a 2560×1440 screen with cards that
 *   have a market (BENCH_LAT_GRID_BUSY_COURTS, 100 courts at real pace: about 75 live matches, 64 with
 *   a market), real rate-limit windows, watched for BENCH_LAT_GRID_BUSY_WINDOW_S (150) from the first
 *   price on screen, after one re-sort once the cards in sight are priced (as a trader re-sorts on
 *   opening the grid: the edge order puts priced market cards first). Prints each sample's oldest price age (p50/p95/max), the cards never priced, the
 *   market cards on screen (flagged when the ULTRA screen held fewer than 33) and the grid's own line
 *   on what its prices cost.
 *
 * Every phase prints the machine's 1-minute load beside its figures and flags BUSY a figure taken
 * above the core count (`<phase>_busy` in the JSON): it is not a quiet-machine figure.
 * Knobs: BENCH_LAT_PHASES (`default,500`; `grid`, `grid-busy` on their own or added), BENCH_LAT_COURTS_500 (690), BENCH_LAT_SPEED_500 (87),
 * BENCH_LAT_WARMUP_S (5), BENCH_LAT_VIEWPORT (2560x1440), BENCH_UI_BUILD=0 (reuse dist/).
 * BENCH_LAT_BASE_URL measures a running gateway instead (one phase, named `external`).
 */
import { chromium } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import { checkedJson, machineState } from './bench-kit';
import { type LoadNote, loadNow, loadText, phaseLoad } from './ui/load-flag';
import {
  BENCH_READ_KEY,
  ensureBuild,
  freePort,
  mintKey,
  startGateway,
  startService,
  stopAll,
} from './ui/processes';
import { tradeGridWatch } from './ui/trade-grid-watch';
import { tradeLatency } from './ui/trade-latency';

interface Phase {
  name: string;
  courts: number;
  speed: number;
  windowS: number;
  /** The p95 the phase must meet, ms. */
  targetP95: number;
}

const PHASES: Record<string, Phase> = {
  default: {
    name: 'default',
    courts: 20,
    speed: 1,
    windowS: Number(process.env.BENCH_LAT_DEFAULT_WINDOW_S ?? 240),
    targetP95: 250,
  },
  '500': {
    name: '500',
    courts: Number(process.env.BENCH_LAT_COURTS_500 ?? 690),
    speed: Number(process.env.BENCH_LAT_SPEED_500 ?? 87),
    windowS: Number(process.env.BENCH_LAT_LOADED_WINDOW_S ?? 60),
    targetP95: 1000,
  },
};
const WARMUP_S = Number(process.env.BENCH_LAT_WARMUP_S ?? 5);
const [W, H] = (process.env.BENCH_LAT_VIEWPORT ?? '2560x1440').split('x').map(Number);
const external = process.env.BENCH_LAT_BASE_URL ?? '';
const chosen = (process.env.BENCH_LAT_PHASES ?? 'default,500').split(',').map((p) => p.trim());

const launchOptions = playwrightConfig.use?.launchOptions ?? {};
const browser = await chromium.launch({ ...launchOptions, executablePath: '/usr/bin/chromium' });
console.log(`machine at the start: ${loadText(loadNow())}`);

/** Live matches the service holds now (its listing's count), read with the bench's own key. */
async function liveCount(serviceUrl: string): Promise<number> {
  const r = await checkedJson<{ meta: { count?: number | null; total?: number | null } }>(
    `${serviceUrl}/matches?status=live&limit=1`,
    { 'X-API-Key': BENCH_READ_KEY },
  );
  return Number(r.meta.total ?? r.meta.count ?? Number.NaN);
}

/** One phase's figures, printed with its load and verdict; JSON keys prefixed by the phase. */
async function measure(phase: Phase, baseUrl: string, serviceUrl: string | null) {
  const start = loadNow();
  const liveBefore = serviceUrl ? await liveCount(serviceUrl) : Number.NaN;
  const r = await tradeLatency(browser, {
    baseUrl,
    windowS: phase.windowS,
    warmupS: WARMUP_S,
    viewport: { width: W, height: H },
  });
  const liveAfter = serviceUrl ? await liveCount(serviceUrl) : Number.NaN;
  const load: LoadNote = phaseLoad(start);
  const p95 = r.figures.trade_score_to_paint_p95_ms;
  const verdict = Number.isNaN(p95)
    ? 'no sample'
    : p95 <= phase.targetP95
      ? `target p95 ≤ ${phase.targetP95} ms met`
      : `target p95 ≤ ${phase.targetP95} ms MISSED`;
  console.log(
    `[${phase.name}] ${liveBefore}→${liveAfter} live matches; grid ${r.extra.trade_viewport}, ${r.extra.trade_cards} cards, ` +
      `${r.extra.trade_window_s} s: ${r.extra.trade_score_frames_painted} of ${r.extra.trade_score_frames} score frames ` +
      `painted on a card (the rest were for cards off screen or superseded); published_at → paint ` +
      `p50 ${r.figures.trade_score_to_paint_p50_ms} ms, p95 ${p95} ms, p99 ${r.figures.trade_score_to_paint_p99_ms} ms ` +
      `(max ${r.extra.trade_score_to_paint_max_ms} ms): ${verdict} ${loadText(load)}`,
  );
  console.log(
    `[${phase.name}] where the time goes: published_at → the message in the page (service, gateway, socket) ` +
      `p50 ${r.extra.trade_arrival_p50_ms} ms, p95 ${r.extra.trade_arrival_p95_ms} ms; in the page (arrival → paint) ` +
      `p50 ${r.extra.trade_in_page_p50_ms} ms, p95 ${r.extra.trade_in_page_p95_ms} ms; a socket of the bench's own ` +
      `on the gateway (every score frame): p50 ${r.extra.trade_gateway_arrival_p50_ms} ms, p95 ${r.extra.trade_gateway_arrival_p95_ms} ms`,
  );
  const k = (name: string) => `${phase.name}_${name}`;
  return {
    [k('p50_ms')]: r.figures.trade_score_to_paint_p50_ms,
    [k('p95_ms')]: p95,
    [k('p99_ms')]: r.figures.trade_score_to_paint_p99_ms,
    [k('max_ms')]: r.extra.trade_score_to_paint_max_ms,
    [k('arrival_p95_ms')]: r.extra.trade_arrival_p95_ms,
    [k('in_page_p95_ms')]: r.extra.trade_in_page_p95_ms,
    [k('gateway_arrival_p95_ms')]: r.extra.trade_gateway_arrival_p95_ms,
    [k('frames_painted')]: r.extra.trade_score_frames_painted,
    [k('frames')]: r.extra.trade_score_frames,
    [k('live_matches_min')]: Math.min(liveBefore, liveAfter),
    [k('load_1m')]: load.load_1m,
    [k('busy')]: load.busy ? 1 : 0,
    [k('target_met')]: Number.isNaN(p95) ? 0 : p95 <= phase.targetP95 ? 1 : 0,
  };
}

interface GridDesk {
  name: string;
  tier: 'ultra' | 'pro';
  viewport: { width: number; height: number };
  /** The oldest a visible card's price may be, s. */
  targetAgeS: number;
}

const GRID_DESKS: GridDesk[] = [
  { name: 'ultra', tier: 'ultra', viewport: { width: 2560, height: 1440 }, targetAgeS: 15 },
  { name: 'pro', tier: 'pro', viewport: { width: 1440, height: 900 }, targetAgeS: 30 },
];

/** The world a grid phase watches: the service's defaults, or one busy enough to fill a 2560 screen. */
interface GridWorld {
  /** The phase's name and its JSON keys' prefix. */
  name: 'grid' | 'grid_busy';
  courts: number;
  windowS: number;
  /** Market cards the ULTRA screen must hold for the phase to say what it is meant to (0: no floor). */
  minMarketCards: number;
  /** Re-sort once the first prices are in, so the screen holds market cards (no-market ones sort last). */
  resortWhenPriced: boolean;
}

const GRID_WORLDS: Record<string, GridWorld> = {
  grid: {
    name: 'grid',
    courts: 20,
    windowS: Number(process.env.BENCH_LAT_GRID_WINDOW_S ?? 60),
    minMarketCards: 0,
    resortWhenPriced: false,
  },
  // 100 courts at real pace hold about 75 live matches, 85% of them with a market: more than a
  // 2560×1440 screen shows, so every card in sight can have a market to read.
  'grid-busy': {
    name: 'grid_busy',
    courts: Number(process.env.BENCH_LAT_GRID_BUSY_COURTS ?? 100),
    windowS: Number(process.env.BENCH_LAT_GRID_BUSY_WINDOW_S ?? 150),
    minMarketCards: 33,
    resortWhenPriced: true,
  },
};

const verdictOf = (met: boolean | null) => (met === null ? 'no sample' : met ? 'met' : 'MISSED');

/** Live matches with a market now (the listing's `has_market` filter), read with the bench's own key. */
async function marketCount(serviceUrl: string): Promise<number> {
  const r = await checkedJson<{ meta: { count?: number | null; total?: number | null } }>(
    `${serviceUrl}/matches?status=live&has_market=true&limit=1`,
    { 'X-API-Key': BENCH_READ_KEY },
  );
  return Number(r.meta.total ?? r.meta.count ?? Number.NaN);
}

/** The grid watched on each desk against one service at real rate-limit windows; JSON keys `<world>_<desk>_…`. */
async function measureGrid(world: GridWorld): Promise<Record<string, number | string>> {
  const servicePort = await freePort();
  const adminPort = await freePort();
  const serviceUrl = `http://127.0.0.1:${servicePort}`;
  console.log(
    `[${world.name}] starting the service (COURTS=${world.courts}, SPEED=1, real rate-limit windows` +
      `${world.courts > 20 ? ', recordings repeated as a load test does' : ''})…`,
  );
  await startService({
    port: servicePort,
    adminPort,
    courts: world.courts,
    speed: 1,
    wsMaxPerKey: 50,
    windowScale: 1,
  });
  const out: Record<string, number | string> = {};
  for (const desk of GRID_DESKS) {
    const key = await mintKey(adminPort, desk.tier, `bench-${world.name.replace('_', '-')}-${desk.name}`);
    const uiPort = await freePort();
    await startGateway(uiPort, serviceUrl, key);
    const start = loadNow();
    const liveBefore = await liveCount(serviceUrl);
    const marketsBefore = await marketCount(serviceUrl);
    const r = await tradeGridWatch(browser, {
      baseUrl: `http://127.0.0.1:${uiPort}`,
      windowS: world.windowS,
      warmupS: WARMUP_S,
      viewport: desk.viewport,
      targetAgeS: desk.targetAgeS,
      resortWhenPriced: world.resortWhenPriced,
    });
    const liveAfter = await liveCount(serviceUrl);
    const load = phaseLoad(start);
    const f = r.figures;
    const e = r.extra;
    const ageMet = Number.isNaN(f.trade_oldest_price_age_s)
      ? null
      : f.trade_oldest_price_age_s <= desk.targetAgeS;
    const movesMet = Number.isNaN(f.trade_moves_per_min) ? null : f.trade_moves_per_min === 0;
    // The busy world is there to put 33 market cards on the 2560 screen: say so when it did not.
    const short =
      desk.tier === 'ultra' &&
      world.minMarketCards > 0 &&
      e.trade_market_cards_visible_min < world.minMarketCards
        ? ` (FEWER than the ${world.minMarketCards} market cards the phase is for)`
        : '';
    const tag = `[${world.name} ${desk.name}]`;
    console.log(
      `${tag} ${desk.tier.toUpperCase()} key, ${e.trade_viewport}, ${liveBefore}→${liveAfter} live matches ` +
        `(${marketsBefore} with a market), ${e.trade_window_s} s from the first price, sampled once a second: ` +
        `${e.trade_market_cards_seen} cards with a market seen, ${e.trade_market_cards_visible_min}–` +
        `${e.trade_market_cards_visible_max} on screen at once${short} ${loadText(load)}`,
    );
    console.log(`${tag} the grid's price plan at the end: “${e.trade_price_plan}”`);
    console.log(
      `${tag} oldest price age on a visible market card, per sample: p50 ${f.trade_oldest_price_age_p50_s} s, ` +
        `p95 ${f.trade_oldest_price_age_p95_s} s, max ${f.trade_oldest_price_age_s} s ` +
        `(target ≤ ${desk.targetAgeS} s: ${verdictOf(ageMet)})`,
    );
    console.log(
      `${tag} the same by the service's clock (the answer's Date; ${e.trade_price_cache_hits} of ` +
        `${e.trade_price_reads} price reads in the window came from the gateway's shared cache, as old as its fill; ` +
        `a read's round trip p50 ${e.trade_price_read_p50_ms} ms, p95 ${e.trade_price_read_p95_ms} ms): ` +
        `p50 ${f.trade_oldest_served_age_p50_s} s, p95 ${f.trade_oldest_served_age_p95_s} s, max ${f.trade_oldest_served_age_s} s`,
    );
    console.log(
      `${tag} cards with a market never priced: ${f.trade_cards_never_priced} of ${e.trade_market_cards_seen_long} ` +
        `seen for ${desk.targetAgeS} s or more (target 0: ${verdictOf(f.trade_cards_never_priced === 0)})`,
    );
    console.log(
      `${tag} card positions changed in the default sort: ${f.trade_moves_per_min} a minute ` +
        `(${e.trade_moves} over ${e.trade_stable_seconds} s with the same matches; the set changed ` +
        `${e.trade_set_changes} times) (target 0: ${verdictOf(movesMet)})`,
    );
    const k = (name: string) => `${world.name}_${desk.name}_${name}`;
    Object.assign(out, {
      [k('oldest_price_age_s')]: f.trade_oldest_price_age_s,
      [k('oldest_price_age_p50_s')]: f.trade_oldest_price_age_p50_s,
      [k('oldest_price_age_p95_s')]: f.trade_oldest_price_age_p95_s,
      [k('oldest_served_age_p50_s')]: f.trade_oldest_served_age_p50_s,
      [k('oldest_served_age_p95_s')]: f.trade_oldest_served_age_p95_s,
      [k('oldest_served_age_s')]: f.trade_oldest_served_age_s,
      [k('price_reads')]: e.trade_price_reads,
      [k('price_cache_hits')]: e.trade_price_cache_hits,
      [k('price_read_p95_ms')]: e.trade_price_read_p95_ms,
      [k('age_target_met')]: ageMet ? 1 : 0,
      [k('cards_never_priced')]: f.trade_cards_never_priced,
      [k('market_cards_seen')]: e.trade_market_cards_seen,
      [k('market_cards_visible_min')]: e.trade_market_cards_visible_min,
      [k('market_cards_visible_max')]: e.trade_market_cards_visible_max,
      [k('price_plan')]: e.trade_price_plan,
      [k('moves_per_min')]: f.trade_moves_per_min,
      [k('moves_target_met')]: movesMet ? 1 : 0,
      [k('stable_s')]: e.trade_stable_seconds,
      [k('window_s')]: e.trade_window_s,
      [k('live_matches_min')]: Math.min(liveBefore, liveAfter),
      [k('load_1m')]: load.load_1m,
      [k('busy')]: load.busy ? 1 : 0,
    });
  }
  return out;
}

let figures: Record<string, number | string> = {};
try {
  if (external) {
    const phase = { name: 'external', courts: 0, speed: 0, windowS: PHASES['500'].windowS, targetP95: 1000 };
    figures = await measure(phase, external, null);
  } else {
    ensureBuild();
    for (const name of chosen) {
      const world = GRID_WORLDS[name];
      if (world) {
        figures = { ...figures, ...(await measureGrid(world)) };
        await stopAll();
        continue;
      }
      const phase = PHASES[name];
      if (!phase) throw new Error(`unknown phase “${name}” (default, 500, grid, grid-busy)`);
      const servicePort = await freePort();
      const uiPort = await freePort();
      const serviceUrl = `http://127.0.0.1:${servicePort}`;
      console.log(`[${name}] starting the service (COURTS=${phase.courts}, SPEED=${phase.speed})…`);
      await startService({
        port: servicePort,
        courts: phase.courts,
        speed: phase.speed,
        wsMaxPerKey: 50,
        windowScale: phase.courts > 20 ? 1000 : 1,
      });
      await startGateway(uiPort, serviceUrl);
      figures = { ...figures, ...(await measure(phase, `http://127.0.0.1:${uiPort}`, serviceUrl)) };
      await stopAll();
    }
  }
} finally {
  await browser.close();
  await stopAll();
}
console.log(JSON.stringify({ ...figures, viewport: `${W}x${H}`, machine: machineState() }));
process.exit(0);
