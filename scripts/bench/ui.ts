/**
 * `npm run bench:ui`: the dashboard under a loaded feed, in a real Chromium.
 *
 * Starts its own service (COURTS=600: about 5 courts in 6 are mid-match, so ~500 live matches; SPEED
 * 87, calibrated to carry about 2,500 frames/s (a heavy day's load): 105 carried ~3,030 once the world had grown; FEED_POINTS=1; the per-key socket limit lifted) and a gateway with the
 * ULTRA demo key on free ports, builds the app if dist/ has none, launches the journeys' Chromium (CHROMIUM_PATH, default /usr/bin/chromium) with
 * the flags of playwright.config.ts, and measures: the slate, then the trade grid (/trade at 2560×1440,
 * 24+ cards on screen each drawing its live chart) under the same feed, then the analyst's views. Each measurement is a function in ./ui/ that
 * returns figures; they are merged into one JSON object printed on the LAST line.
 *
 * Knobs: BENCH_UI_COURTS (600), BENCH_UI_SPEED (87), BENCH_UI_WINDOW_S (20), BENCH_UI_WARMUP_S (5),
 * BENCH_UI_TRADE_VIEWPORT (2560x1440: the grid's window), BENCH_UI_BUILD=0 (reuse an existing dist/ instead of building), BENCH_UI_ANALYST=0 (the live phases
 * alone: a before/after pair of the slate and the grid on a shared machine fits in a few minutes).
 */
import { type Browser, chromium } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import { slateInitialJs } from './ui/bundle-size';
import { distDir, ensureBuild, freePort, startGateway, startService, stopAll } from './ui/processes';
import { archiveScroll } from './ui/archive-scroll';
import { slatePaint } from './ui/slate-paint';
import { tapeRender } from './ui/tape-render';
import { tradePaint } from './ui/trade-paint';
import { machineState } from './bench-kit';

const COURTS = Number(process.env.BENCH_UI_COURTS ?? 600);
const SPEED = Number(process.env.BENCH_UI_SPEED ?? 87);
const WINDOW_S = Number(process.env.BENCH_UI_WINDOW_S ?? 20);
const WARMUP_S = Number(process.env.BENCH_UI_WARMUP_S ?? 5);
const ANALYST = process.env.BENCH_UI_ANALYST !== '0';
const [TRADE_W, TRADE_H] = (process.env.BENCH_UI_TRADE_VIEWPORT ?? '2560x1440').split('x').map(Number);

ensureBuild();
const bundle = slateInitialJs(distDir);
console.log(`slate initial JS: ${bundle.figures.slate_initial_js_gzip_kb} kB gzip`);
for (const line of bundle.lines) console.log(line);

const servicePort = await freePort();
const uiPort = await freePort();
const serviceUrl = `http://127.0.0.1:${servicePort}`;
console.log(`starting the service (COURTS=${COURTS}, SPEED=${SPEED}) on ${servicePort}…`);
const service = await startService({ port: servicePort, courts: COURTS, speed: SPEED, wsMaxPerKey: 50 });
console.log(`service up: ${service.liveMatches} live matches`);
await startGateway(uiPort, serviceUrl);
const baseUrl = `http://127.0.0.1:${uiPort}`;
console.log(`gateway on ${baseUrl}`);

// The same browser and flags as the journeys (Debian's Chromium; nothing downloads one).
const launchOptions = playwrightConfig.use?.launchOptions ?? {};
const browser = await chromium.launch(launchOptions);
let figures: Record<string, number> = { ...bundle.figures };
try {
  const slate = await slatePaint(browser, { baseUrl, distDir, windowS: WINDOW_S, warmupS: WARMUP_S });
  console.log(
    `slate under the feed (${WINDOW_S} s): ${slate.figures.live_matches} live matches, ` +
      `${slate.figures.frames_per_s} frames/s achieved, frame→paint p50 ${slate.extra.frame_to_paint_p50_ms} ms, ` +
      `p95 ${slate.figures.frame_to_paint_p95_ms} ms (${slate.extra.frame_to_paint_samples} frames), ` +
      `${slate.figures.long_tasks} long tasks (longest ${slate.extra.long_task_max_ms} ms)`,
  );
  if (slate.figures.live_matches < service.liveMatches)
    console.log(
      `note: the slate rendered ${slate.figures.live_matches} of the service's ${service.liveMatches} live matches`,
    );
  console.log(
    `slate first row after ${slate.extra.slate_first_row_ms} ms; JS fetched before it: ${slate.extra.slate_first_row_js_gzip_kb} kB gzip`,
  );
  figures = { ...figures, ...slate.figures };

  // The trade grid under the same feed: 24+ cards on screen, each drawing its live chart.
  const trade = await tradePaint(browser, {
    baseUrl,
    windowS: WINDOW_S,
    warmupS: WARMUP_S,
    viewport: { width: TRADE_W, height: TRADE_H },
  });
  console.log(
    `trade grid under the feed (${WINDOW_S} s, ${trade.extra.trade_viewport}): ${trade.extra.trade_cards_on_screen} cards on screen ` +
      `(${trade.extra.trade_charts_with_data} charts with data, ${trade.extra.trade_cards} cards), ` +
      `${trade.extra.trade_frames_per_s} frames/s, frame→paint p50 ${trade.extra.trade_frame_to_paint_p50_ms} ms, ` +
      `p95 ${trade.figures.trade_frame_to_paint_p95_ms} ms (${trade.extra.trade_samples} frames), ` +
      `${trade.figures.trade_long_tasks} long tasks (longest ${trade.extra.trade_long_task_max_ms} ms)`,
  );
  figures = { ...figures, ...trade.figures, trade_frames_per_s: trade.extra.trade_frames_per_s };

  if (ANALYST) figures = { ...figures, ...(await analystViews(browser)) };
} finally {
  await browser.close();
}
console.log(JSON.stringify({ ...figures, machine: machineState() }));
process.exit(0);

/** The analyst's views: the tape viewer and the archive table. */
async function analystViews(browser: Browser): Promise<Record<string, number>> {
  let figures: Record<string, number> = {};
  // The analyst's views are measured against a service at its everyday load (20 courts, real pace):
  // the 500-match replay above saturates both cores, which is the slate's test, not the archive's.
  await stopAll();
  const quietServicePort = await freePort();
  const quietUiPort = await freePort();
  const quietServiceUrl = `http://127.0.0.1:${quietServicePort}`;
  await startService({ port: quietServicePort, courts: 20, speed: 1, wsMaxPerKey: 2, windowScale: 1 });
  await startGateway(quietUiPort, quietServiceUrl);
  const quietBase = `http://127.0.0.1:${quietUiPort}`;
  console.log(`analyst views: service at its default load on ${quietServicePort}, gateway on ${quietBase}`);

  const tape = await tapeRender(browser, { baseUrl: quietBase, serviceUrl: quietServiceUrl });
  console.log(
    `tape viewer: five-set tape ${tape.extra.tape_id} (${tape.extra.tape_rows} rows) rendered with its charts in ` +
      `${tape.extra.tape_render_samples_ms.join(', ')} ms (median ${tape.figures.tape_render_ms}, fresh context each load); ` +
      `re-read in a running app (raw → clean): ${tape.extra.tape_rerender_samples_ms.join(', ')} ms`,
  );
  figures = { ...figures, ...tape.figures };

  const archive = await archiveScroll(browser, { baseUrl: quietBase, serviceUrl: quietServiceUrl });
  console.log(
    `archive table: scrolled ${archive.extra.archive_rows_scrolled} rows in ${archive.extra.archive_scroll_s} s ` +
      `(${archive.extra.archive_scroll_frames} frames), ${archive.figures.archive_scroll_long_tasks} long tasks ` +
      `(longest ${archive.extra.archive_long_task_max_ms} ms)`,
  );
  figures = { ...figures, ...archive.figures };
  return figures;
}
