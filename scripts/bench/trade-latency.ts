/**
 * `npm run bench:trade-latency`: score to screen on the trade grid, in a real Chromium through the
 * gateway: from a score frame's `published_at` to the paint that shows it on a card (p50/p95/p99),
 * JSON on the LAST line with the machine's load.
 *
 * Starts its own service (20 courts at real pace: the default load; BENCH_LAT_COURTS=600 with
 * BENCH_LAT_SPEED=87 gives the ~500 live matches of `bench:ui`) and a gateway with the ULTRA demo key,
 * builds the app unless BENCH_UI_BUILD=0. BENCH_LAT_BASE_URL measures a running gateway instead.
 * Knobs: BENCH_LAT_WINDOW_S (60), BENCH_LAT_WARMUP_S (5), BENCH_LAT_VIEWPORT (2560x1440).
 * Targets: p95 ≤ 250 ms at the default load, ≤ 1 s at 500 live matches.
 */
import { chromium } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import { machineState } from './bench-kit';
import { ensureBuild, freePort, startGateway, startService, stopAll } from './ui/processes';
import { tradeLatency } from './ui/trade-latency';

const COURTS = Number(process.env.BENCH_LAT_COURTS ?? 20);
const SPEED = Number(process.env.BENCH_LAT_SPEED ?? 1);
const WINDOW_S = Number(process.env.BENCH_LAT_WINDOW_S ?? 60);
const WARMUP_S = Number(process.env.BENCH_LAT_WARMUP_S ?? 5);
const [W, H] = (process.env.BENCH_LAT_VIEWPORT ?? '2560x1440').split('x').map(Number);

let baseUrl = process.env.BENCH_LAT_BASE_URL ?? '';
let liveMatches = Number.NaN;
if (!baseUrl) {
  ensureBuild();
  const servicePort = await freePort();
  const uiPort = await freePort();
  console.log(`starting the service (COURTS=${COURTS}, SPEED=${SPEED}) on ${servicePort}…`);
  const service = await startService({
    port: servicePort,
    courts: COURTS,
    speed: SPEED,
    wsMaxPerKey: 50,
    windowScale: COURTS > 20 ? 1000 : 1,
  });
  liveMatches = service.liveMatches;
  await startGateway(uiPort, `http://127.0.0.1:${servicePort}`);
  baseUrl = `http://127.0.0.1:${uiPort}`;
  console.log(`service up: ${liveMatches} live matches; gateway on ${baseUrl}`);
}

const launchOptions = playwrightConfig.use?.launchOptions ?? {};
const browser = await chromium.launch({ ...launchOptions, executablePath: '/usr/bin/chromium' });
try {
  const r = await tradeLatency(browser, {
    baseUrl,
    windowS: WINDOW_S,
    warmupS: WARMUP_S,
    viewport: { width: W, height: H },
  });
  console.log(
    `trade grid (${r.extra.trade_viewport}, ${r.extra.trade_cards} cards, ${r.extra.trade_window_s} s): ` +
      `${r.extra.trade_score_frames_painted} of ${r.extra.trade_score_frames} score frames painted on a card; ` +
      `published_at → paint p50 ${r.figures.trade_score_to_paint_p50_ms} ms, p95 ${r.figures.trade_score_to_paint_p95_ms} ms, ` +
      `p99 ${r.figures.trade_score_to_paint_p99_ms} ms (max ${r.extra.trade_score_to_paint_max_ms} ms)`,
  );
  console.log(
    JSON.stringify({
      ...r.figures,
      trade_score_frames_painted: r.extra.trade_score_frames_painted,
      live_matches: liveMatches,
      machine: machineState(),
    }),
  );
} finally {
  await browser.close();
  await stopAll();
}
process.exit(0);
