/**
 * `npm run bench:ui:profile`: where the slate's main thread goes under the loaded feed of bench:ui.
 * Not a benchmark of record (the profiler slows the page): it prints the probe's figures for the
 * window, the requests the page sent, and the functions with the most self time, then writes the
 * CPU profile to BENCH_UI_PROFILE_OUT (default /tmp/slate.cpuprofile) for Chromium's DevTools.
 * Build unminified first to read names: `npx vite build --minify false`.
 *
 * Also prints the renderer's main-thread time split (CDP Performance metrics: script, style, layout,
 * the rest of the tasks), which says more than latency on a shared machine.
 *
 * Then a trace of BENCH_UI_TRACE_S seconds (default 5; 0 skips it) splits the main thread by kind of
 * work (./ui/main-thread-trace.ts): script, style, layout, paint and the compositor's commit, and
 * names the largest slices of each long task.
 *
 * Knobs: BENCH_UI_COURTS (600), BENCH_UI_SPEED (87), BENCH_UI_WINDOW_S (10), BENCH_UI_ROUTE (/),
 * BENCH_UI_VIEWPORT (1440x900; e.g. BENCH_UI_ROUTE=/trade?sort=edge BENCH_UI_VIEWPORT=2560x1440).
 */
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import { machineState, percentile } from './bench-kit';
import { FRAME_PROBE_SCRIPT } from './ui/frame-probe';
import { untilViewLive } from './ui/live-view';
import { traceMainThread } from './ui/main-thread-trace';
import { freePort, startGateway, startService } from './ui/processes';

const COURTS = Number(process.env.BENCH_UI_COURTS ?? 600);
const SPEED = Number(process.env.BENCH_UI_SPEED ?? 87);
const WINDOW_S = Number(process.env.BENCH_UI_WINDOW_S ?? 10);
const ROUTE = process.env.BENCH_UI_ROUTE ?? '/';
const [VIEW_W, VIEW_H] = (process.env.BENCH_UI_VIEWPORT ?? '1440x900').split('x').map(Number);
const OUT = process.env.BENCH_UI_PROFILE_OUT ?? '/tmp/slate.cpuprofile';
const TRACE_S = Number(process.env.BENCH_UI_TRACE_S ?? 5);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

/** Self time (ms) per function, largest first. */
export function selfTimes(profile: CpuProfile): [string, number][] {
  const byNode = new Map<number, number>();
  const samples = profile.samples ?? [];
  samples.forEach((id, i) => {
    byNode.set(id, (byNode.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0));
  });
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const f = node.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + (byNode.get(node.id) ?? 0) / 1000);
  }
  return [...byFunction].sort((a, b) => b[1] - a[1]);
}

const servicePort = await freePort();
const uiPort = await freePort();
const service = await startService({ port: servicePort, courts: COURTS, speed: SPEED, wsMaxPerKey: 50 });
await startGateway(uiPort, `http://127.0.0.1:${servicePort}`);
const launchOptions = playwrightConfig.use?.launchOptions ?? {};
const browser = await chromium.launch(launchOptions);
try {
  const context = await browser.newContext({ viewport: { width: VIEW_W, height: VIEW_H } });
  const page = await context.newPage();
  await page.addInitScript({ content: FRAME_PROBE_SCRIPT });
  await page.goto(`http://127.0.0.1:${uiPort}${ROUTE}`);
  await untilViewLive(page);
  await page.waitForTimeout(5_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Performance.enable');
  const metric = async () =>
    Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const before = await metric();
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.evaluate(() => window.__uiBench?.start());
  await cdp.send('Profiler.start');
  await page.waitForTimeout(WINDOW_S * 1000);
  const { profile } = await cdp.send('Profiler.stop');
  const probe = await page.evaluate(() => window.__uiBench?.stop());
  const after = await metric();
  const spent = (k: string) => Math.round(((after[k] ?? 0) - (before[k] ?? 0)) * 1000);
  const split = {
    task_ms: spent('TaskDuration'),
    script_ms: spent('ScriptDuration'),
    style_ms: spent('RecalcStyleDuration'),
    layout_ms: spent('LayoutDuration'),
  };
  console.log(
    `main thread in ${WINDOW_S} s: tasks ${split.task_ms} ms (script ${split.script_ms}, style ${split.style_ms}, ` +
      `layout ${split.layout_ms}, other incl. paint ${split.task_ms - split.script_ms - split.style_ms - split.layout_ms})`,
  );
  writeFileSync(OUT, JSON.stringify(profile));
  const byPath = new Map<string, number>();
  for (const r of requests) {
    const kind = r.replace(/\/\d+/g, '/:id');
    byPath.set(kind, (byPath.get(kind) ?? 0) + 1);
  }
  console.log(`${service.liveMatches} live matches; profile written to ${OUT}`);
  // On the trade grid: how many cards are drawn in full (the rest are their link alone).
  const page_ = await page.evaluate(() => ({
    cards: document.querySelectorAll('[data-testid="trade-card"]').length,
    drawn: document.querySelectorAll('[data-testid="trade-card"]:not([data-undrawn])').length,
    elements: document.getElementsByTagName('*').length,
  }));
  console.log(`${page_.elements} elements on the page; trade cards ${page_.cards}, drawn ${page_.drawn}`);
  console.log(`requests in the window: ${[...byPath].map(([k, n]) => `${k} ×${n}`).join(', ') || 'none'}`);
  console.log('self time (ms)  function');
  for (const [name, ms] of selfTimes(profile as CpuProfile).slice(0, 30))
    console.log(`${ms.toFixed(0).padStart(8)}  ${name}`);
  const figures = {
    frames: probe?.frames ?? 0,
    frame_to_paint_p50_ms: probe ? Math.round(percentile(probe.samples, 50) * 10) / 10 : null,
    frame_to_paint_p95_ms: probe ? Math.round(percentile(probe.samples, 95) * 10) / 10 : null,
    long_tasks: probe?.longTasks.length ?? null,
    ...split,
  };
  if (TRACE_S > 0) {
    const trace = await traceMainThread(cdp, TRACE_S);
    console.log(
      `trace of ${TRACE_S} s: ${trace.tasks} main-thread tasks, ${Math.round(trace.taskMs)} ms; their slices (ms):`,
    );
    for (const [name, ms] of trace.byName.slice(0, 15)) console.log(`${ms.toFixed(0).padStart(8)}  ${name}`);
    for (const [name, parts] of trace.inside)
      console.log(`  inside ${name}: ${parts.map(([n, ms]) => `${n} ${ms.toFixed(0)}`).join(', ')}`);
    for (const t of trace.long)
      console.log(
        `long task ${t.ms.toFixed(0)} ms: ${t.slices.map(([n, ms]) => `${n} ${ms.toFixed(0)}`).join(', ')}`,
      );
  }
  console.log(JSON.stringify({ ...figures, machine: machineState() }));
} finally {
  await browser.close();
}
process.exit(0);
