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
 * Then, against a service at its everyday load (20 courts at real pace, about 16 live matches): the
 * slate's frame→paint, and LCP and INP of a cold load of the slate and of a match page on a phone
 * profile (4× slower CPU, fast-3G-like network; ./ui/web-vitals.ts), then the analyst's views.
 *
 * The machine's load is printed beside every phase; a figure taken while the 1-minute load exceeded
 * the core count is marked BUSY (and `<phase>_busy: 1` in the JSON): it is not a quiet-machine figure.
 *
 * Knobs: BENCH_UI_COURTS (600), BENCH_UI_SPEED (87), BENCH_UI_WINDOW_S (20), BENCH_UI_WARMUP_S (5),
 * BENCH_UI_TRADE_VIEWPORT (2560x1440: the grid's window), BENCH_UI_BUILD=0 (reuse an existing dist/ instead of building),
 * BENCH_UI_EVERYDAY=0 (skip the everyday-load phase: slate at ~16 matches, LCP and INP), BENCH_UI_ANALYST=0 (the live phases
 * alone: a before/after pair of the slate and the grid on a shared machine fits in a few minutes), BENCH_UI_STORM=0
 * (skip the loaded phases: with BENCH_UI_ANALYST=0, the phone's LCP and INP alone in about a minute),
 * BENCH_UI_PORTS=FIRST (every port taken in turn from FIRST), BENCH_UI_DIST (measure a build kept aside,
 * e.g. `npx vite build --outDir /tmp/before`, so two builds run back to back; ./ui/processes.ts).
 */
import { type Browser, chromium } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import { checkedJson, machineState } from './bench-kit';
import { archiveScroll } from './ui/archive-scroll';
import { matchInitialJs, slateInitialJs } from './ui/bundle-size';
import { type LoadNote, loadNow, loadText, phaseLoad } from './ui/load-flag';
import {
  BENCH_READ_KEY,
  distDir,
  ensureBuild,
  freePort,
  startGateway,
  startService,
  stopAll,
} from './ui/processes';
import { slatePaint } from './ui/slate-paint';
import { tapeRender } from './ui/tape-render';
import { tradePaint } from './ui/trade-paint';
import { webVitals } from './ui/web-vitals';

const COURTS = Number(process.env.BENCH_UI_COURTS ?? 600);
const SPEED = Number(process.env.BENCH_UI_SPEED ?? 87);
const WINDOW_S = Number(process.env.BENCH_UI_WINDOW_S ?? 20);
const WARMUP_S = Number(process.env.BENCH_UI_WARMUP_S ?? 5);
const ANALYST = process.env.BENCH_UI_ANALYST !== '0';
const EVERYDAY = process.env.BENCH_UI_EVERYDAY !== '0';
const STORM = process.env.BENCH_UI_STORM !== '0';

/** The phase's load as JSON figures: `<phase>_load_1m` and `<phase>_busy` (1: above the core count). */
const loadFigures = (phase: string, note: LoadNote) => ({
  [`${phase}_load_1m`]: note.load_1m,
  [`${phase}_busy`]: note.busy ? 1 : 0,
});

console.log(`machine at the start: ${loadText(loadNow())}`);
const [TRADE_W, TRADE_H] = (process.env.BENCH_UI_TRADE_VIEWPORT ?? '2560x1440').split('x').map(Number);

ensureBuild();
const bundle = slateInitialJs(distDir);
console.log(`slate initial JS: ${bundle.figures.slate_initial_js_gzip_kb} kB gzip`);
for (const line of bundle.lines) console.log(line);
const matchBundle = await matchInitialJs(distDir);
console.log(
  `match page initial JS: ${matchBundle.figures.match_initial_js_gzip_kb} kB gzip in ${matchBundle.files} files (the slate's, plus)`,
);
for (const line of matchBundle.lines) console.log(line);

// The same browser and flags as the journeys (Debian's Chromium; nothing downloads one).
const launchOptions = playwrightConfig.use?.launchOptions ?? {};
const browser = await chromium.launch(launchOptions);
let figures: Record<string, number> = { ...bundle.figures, ...matchBundle.figures };
try {
  if (STORM) figures = { ...figures, ...(await stormViews(browser)) };
  if (EVERYDAY || ANALYST) {
    // The everyday load (20 courts, real pace): the 500-match replay above saturates both cores,
    // which is the storm's test, not a phone's or the archive's.
    await stopAll();
    const quiet = await startQuietService();
    if (EVERYDAY) figures = { ...figures, ...(await everydayViews(browser, quiet)) };
    if (ANALYST) figures = { ...figures, ...(await analystViews(browser, quiet)) };
  }
} finally {
  await browser.close();
}
console.log(JSON.stringify({ ...figures, machine: machineState() }));
process.exit(0);

/** The slate, then the trade grid, under the loaded feed (COURTS at SPEED). */
async function stormViews(browser: Browser): Promise<Record<string, number>> {
  const servicePort = await freePort();
  const uiPort = await freePort();
  const serviceUrl = `http://127.0.0.1:${servicePort}`;
  console.log(`starting the service (COURTS=${COURTS}, SPEED=${SPEED}) on ${servicePort}…`);
  const service = await startService({ port: servicePort, courts: COURTS, speed: SPEED, wsMaxPerKey: 50 });
  console.log(`service up: ${service.liveMatches} live matches`);
  await startGateway(uiPort, serviceUrl);
  const baseUrl = `http://127.0.0.1:${uiPort}`;
  console.log(`gateway on ${baseUrl}`);
  let figures: Record<string, number> = {};
  const slateStart = loadNow();
  const slate = await slatePaint(browser, { baseUrl, distDir, windowS: WINDOW_S, warmupS: WARMUP_S });
  const slateLoad = phaseLoad(slateStart);
  console.log(
    `slate under the feed (${WINDOW_S} s): ${slate.figures.live_matches} live matches, ` +
      `${slate.figures.frames_per_s} frames/s achieved, frame→paint p50 ${slate.extra.frame_to_paint_p50_ms} ms, ` +
      `p95 ${slate.figures.frame_to_paint_p95_ms} ms (${slate.extra.frame_to_paint_samples} frames), ` +
      `${slate.figures.long_tasks} long tasks (longest ${slate.extra.long_task_max_ms} ms${slate.figures.long_tasks > 0 ? `: ${slate.extra.long_task_list_ms}` : ''}) ${loadText(slateLoad)}`,
  );
  if (slate.figures.live_matches < service.liveMatches)
    console.log(
      `note: the slate rendered ${slate.figures.live_matches} of the service's ${service.liveMatches} live matches`,
    );
  console.log(
    `slate first row after ${slate.extra.slate_first_row_ms} ms; JS fetched before it: ${slate.extra.slate_first_row_js_gzip_kb} kB gzip`,
  );
  figures = { ...figures, ...slate.figures, ...loadFigures('slate', slateLoad) };

  // The trade grid under the same feed: 24+ cards on screen, each drawing its live chart.
  const tradeStart = loadNow();
  const trade = await tradePaint(browser, {
    baseUrl,
    windowS: WINDOW_S,
    warmupS: WARMUP_S,
    viewport: { width: TRADE_W, height: TRADE_H },
  });
  console.log(
    `trade grid under the feed (${WINDOW_S} s, ${trade.extra.trade_viewport}): ${trade.extra.trade_cards_on_screen} cards on screen ` +
      `(${trade.extra.trade_charts_with_data} charts with data, ${trade.extra.trade_cards} cards, ` +
      `${trade.extra.trade_cards_drawn} drawn, ${trade.extra.trade_elements} elements on the page), ` +
      `${trade.extra.trade_frames_per_s} frames/s, frame→paint p50 ${trade.extra.trade_frame_to_paint_p50_ms} ms, ` +
      `p95 ${trade.figures.trade_frame_to_paint_p95_ms} ms (${trade.extra.trade_samples} frames), ` +
      `${trade.figures.trade_long_tasks} long tasks (longest ${trade.extra.trade_long_task_max_ms} ms) ` +
      loadText(phaseLoad(tradeStart)),
  );
  figures = {
    ...figures,
    ...trade.figures,
    trade_frames_per_s: trade.extra.trade_frames_per_s,
    ...loadFigures('trade', phaseLoad(tradeStart)),
  };

  return figures;
}

interface QuietService {
  base: string;
  serviceUrl: string;
}

/** The service at its everyday load (20 courts, real pace) and a gateway in front of it. */
async function startQuietService(): Promise<QuietService> {
  const quietServicePort = await freePort();
  const quietUiPort = await freePort();
  const serviceUrl = `http://127.0.0.1:${quietServicePort}`;
  await startService({ port: quietServicePort, courts: 20, speed: 1, wsMaxPerKey: 2, windowScale: 1 });
  await startGateway(quietUiPort, serviceUrl);
  const base = `http://127.0.0.1:${quietUiPort}`;
  console.log(`everyday load: service on ${quietServicePort}, gateway on ${base}`);
  return { base, serviceUrl };
}

/** The slate at the everyday load, then LCP and INP of the slate and a match page on a phone. */
async function everydayViews(browser: Browser, quiet: QuietService): Promise<Record<string, number>> {
  const start = loadNow();
  const slate = await slatePaint(browser, {
    baseUrl: quiet.base,
    distDir,
    windowS: WINDOW_S,
    warmupS: WARMUP_S,
  });
  const slateLoad = phaseLoad(start);
  console.log(
    `slate at the everyday load (${WINDOW_S} s): ${slate.figures.live_matches} live matches, ` +
      `${slate.figures.frames_per_s} frames/s, frame→paint p50 ${slate.extra.frame_to_paint_p50_ms} ms, ` +
      `p95 ${slate.figures.frame_to_paint_p95_ms} ms (${slate.extra.frame_to_paint_samples} frames), ` +
      `${slate.figures.long_tasks} long tasks ${loadText(slateLoad)}`,
  );
  const live = await checkedJson<{ data: { id: number }[] }>(
    `${quiet.serviceUrl}/matches?status=live&limit=1`,
    {
      'X-API-Key': BENCH_READ_KEY,
    },
  );
  const matchId = live.data[0]?.id;
  if (matchId === undefined) throw new Error('no live match for the match page');

  const vitalsStart = loadNow();
  const slateVitals = await webVitals(browser, {
    name: 'slate',
    url: `${quiet.base}/`,
    ready: (page) => page.getByTestId('live-match').first().waitFor({ timeout: 120_000 }),
    interact: (page) => page.getByRole('button', { name: 'Key', exact: true }).click(),
  });
  const matchVitals = await webVitals(browser, {
    name: 'match',
    url: `${quiet.base}/matches/${matchId}`,
    ready: (page) => page.getByRole('tab').first().waitFor({ timeout: 120_000 }),
    interact: (page) => page.getByRole('tab').nth(1).click(),
  });
  const vitalsLoad = phaseLoad(vitalsStart);
  console.log(
    `phone profile (390×844, CPU 4× slower, 150 ms RTT, 1.6 Mbit/s): slate LCP ${slateVitals.lcp_ms} ms, ` +
      `INP ${slateVitals.inp_ms} ms (first row at ${slateVitals.ready_ms} ms); match page LCP ${matchVitals.lcp_ms} ms, ` +
      `INP ${matchVitals.inp_ms} ms (tabs at ${matchVitals.ready_ms} ms) ${loadText(vitalsLoad)}`,
  );
  console.log(
    `phone profile: slate FCP ${slateVitals.fcp_ms} ms, CLS ${slateVitals.cls}; match page FCP ${matchVitals.fcp_ms} ms, CLS ${matchVitals.cls}`,
  );
  console.log(`slate INP: ${slateVitals.inp_parts}; match page INP: ${matchVitals.inp_parts}`);
  console.log(`slate LCP candidates:\n  ${slateVitals.lcp_candidates.join('\n  ')}`);
  console.log(`match page LCP candidates:\n  ${matchVitals.lcp_candidates.join('\n  ')}`);
  console.log(`slate layout shifts:\n  ${slateVitals.shifts.join('\n  ') || 'none'}`);
  console.log(`match page layout shifts:\n  ${matchVitals.shifts.join('\n  ') || 'none'}`);
  return {
    everyday_frame_to_paint_p95_ms: slate.figures.frame_to_paint_p95_ms,
    everyday_long_tasks: slate.figures.long_tasks,
    everyday_live_matches: slate.figures.live_matches,
    ...loadFigures('everyday', slateLoad),
    slate_lcp_ms: slateVitals.lcp_ms,
    slate_inp_ms: slateVitals.inp_ms,
    match_lcp_ms: matchVitals.lcp_ms,
    match_inp_ms: matchVitals.inp_ms,
    slate_fcp_ms: slateVitals.fcp_ms,
    slate_cls: slateVitals.cls,
    match_fcp_ms: matchVitals.fcp_ms,
    match_cls: matchVitals.cls,
    ...loadFigures('vitals', vitalsLoad),
  };
}

/** The analyst's views: the tape viewer and the archive table. */
async function analystViews(browser: Browser, quiet: QuietService): Promise<Record<string, number>> {
  let figures: Record<string, number> = {};
  const quietBase = quiet.base;
  const quietServiceUrl = quiet.serviceUrl;
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
