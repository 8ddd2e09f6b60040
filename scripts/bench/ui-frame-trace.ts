/**
 * `npx tsx scripts/bench/ui-frame-trace.ts`: where each feed frame's way to the screen goes on the
 * slate at the everyday load (bench:ui's "slate at the everyday load": 20 courts at real pace,
 * 1440×900), under a Chromium trace. Not a benchmark of record: the trace slows the page a little.
 *
 * For every message of frames the page receives from the feed's worker it prints the time to the
 * page's next animation frame and to the first task after that frame (the bench's "frame to paint",
 * ./ui/frame-probe.ts), the page's work in between (the frame's callbacks, React's render, style,
 * layout, paint, the commit), and what the feed's worker did in the 12 ms before: its socket
 * messages (FunctionCall) and its gatherer's timer (TimerFire), so a frame held in the worker, or
 * one that waited for the screen's next frame, shows as such. Then the samples sorted.
 *
 * Knobs: BENCH_UI_TRACE_S (40: seconds traced), BENCH_UI_PORTS, BENCH_UI_DIST, BENCH_UI_BUILD (./ui/processes.ts).
 */
import { chromium } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import { untilFeedLive } from './ui/live-view';
import { loadNow, loadText } from './ui/load-flag';
import { busiestThread, recordTrace, type TraceEvent } from './ui/main-thread-trace';
import { ensureBuild, freePort, startGateway, startService, stopAll } from './ui/processes';

const TRACE_S = Number(process.env.BENCH_UI_TRACE_S ?? 40);

// Marks each worker message of frames as it lands, its next animation frame, and the first task
// after that frame, in the trace (user timing) and in `__framePairs` (arrival, painted).
const MARKS = `(() => {
  const NativeWorker = window.Worker;
  window.__framePairs = [];
  const mark = () => {
    const arrived = performance.now();
    performance.mark('frames-arrived');
    requestAnimationFrame(() => {
      performance.mark('frames-frame');
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        performance.mark('frames-painted');
        window.__framePairs.push([arrived, performance.now()]);
      };
      channel.port2.postMessage(0);
    });
  };
  window.Worker = class extends NativeWorker {
    constructor(url, options) {
      super(url, options);
      this.addEventListener('message', (e) => { if (e.data && e.data.kind === 'frames') mark(); });
    }
  };
})();`;

// The page's own work in a frame's way to the screen.
const PAGE_WORK = new Set([
  'HandlePostMessage',
  'FireAnimationFrame',
  'RunMicrotasks',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
]);

ensureBuild();
const servicePort = await freePort();
const uiPort = await freePort();
await startService({ port: servicePort, courts: 20, speed: 1, wsMaxPerKey: 2, windowScale: 1 });
await startGateway(uiPort, `http://127.0.0.1:${servicePort}`);
const browser = await chromium.launch(playwrightConfig.use?.launchOptions ?? {});
const start = loadNow();
let events: TraceEvent[] = [];
let pairs: [number, number][] = [];
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript({ content: MARKS });
  await page.goto(`http://127.0.0.1:${uiPort}/`);
  await page.getByTestId('live-match').first().waitFor({ timeout: 120_000 });
  await untilFeedLive(page);
  await page.waitForTimeout(5_000);
  const cdp = await context.newCDPSession(page);
  await page.evaluate(() => {
    (window as unknown as { __framePairs: unknown[] }).__framePairs = [];
  });
  events = await recordTrace(cdp, TRACE_S, [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'blink.user_timing',
    'v8.execute',
  ]);
  pairs = await page.evaluate(() => (window as unknown as { __framePairs: [number, number][] }).__framePairs);
  await context.close();
} finally {
  await browser.close();
  await stopAll();
}

const threads = new Map<string, string>();
for (const e of events)
  if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, String(e.args?.name));
const main = busiestThread(events, 'CrRendererMain');
// The feed's worker and the contract checker's are both dedicated workers: both are read (the
// checker's runs no timers and takes no socket messages at this load).
const workers = new Set([...threads].filter(([, n]) => n === 'DedicatedWorker thread').map(([k]) => k));
const mainEvents = events.filter((e) => `${e.pid}:${e.tid}` === main).sort((a, b) => a.ts - b.ts);
const workerEvents = events.filter((e) => workers.has(`${e.pid}:${e.tid}`)).sort((a, b) => a.ts - b.ts);
const marks = mainEvents.filter((e) => e.name.startsWith('frames-'));
const ms = (us: number) => (us / 1000).toFixed(1);

console.log(`the slate at the everyday load, ${TRACE_S} s traced ${loadText(start)}`);
for (let i = 0; i < marks.length; i++) {
  const arrived = marks[i];
  if (arrived.name !== 'frames-arrived') continue;
  const frame = marks.slice(i).find((m) => m.name === 'frames-frame');
  const painted = marks.slice(i).find((m) => m.name === 'frames-painted');
  if (!frame || !painted) continue;
  const work = mainEvents.filter(
    (e) => e.ph === 'X' && PAGE_WORK.has(e.name) && e.ts >= arrived.ts - 2_000 && e.ts <= painted.ts,
  );
  const before = workerEvents.filter(
    (e) =>
      e.ph === 'X' &&
      (e.name === 'FunctionCall' || e.name === 'TimerFire') &&
      e.ts > arrived.ts - 12_000 &&
      e.ts < arrived.ts,
  );
  console.log(
    `\n${ms(arrived.ts)}: to its frame ${ms(frame.ts - arrived.ts)} ms, to the paint ${ms(painted.ts - arrived.ts)} ms; ` +
      `worker before it: ${before.map((e) => `${e.name} ${ms(e.ts - arrived.ts)}`).join(', ') || 'nothing traced'}`,
  );
  console.log(
    `  page: ${work.map((e) => `${e.name} ${ms(e.ts - arrived.ts)} (${ms(e.dur ?? 0)})`).join(', ')}`,
  );
}
const sorted = pairs.map(([a, b]) => b - a).sort((x, y) => x - y);
console.log(
  `\n${sorted.length} messages of frames, arrival to paint (ms), sorted: ${sorted.map((d) => d.toFixed(1)).join(' ')}`,
);
process.exit(0);
