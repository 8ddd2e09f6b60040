/**
 * `npx tsx scripts/bench/ui-long-tasks.ts`: what each long task (over 50 ms) of the page under
 * bench:ui's storm is, named down to the script in it. A Chromium trace with V8's sampling profiler
 * on (the same clock as the trace), so each task over 50 ms prints its largest slices, the script
 * it entered first (a timer, a worker message, an animation frame, a promise), and the functions
 * with the most self time sampled inside it. Not a benchmark of record: tracing slows the page.
 * Build unminified to read names (`npx vite build --minify false --outDir DIR`, then BENCH_UI_DIST=DIR).
 *
 * BENCH_UI_CPU_MS=N picks the tasks whose main thread ran over N ms of its own (thread) time instead,
 * which a busy machine does not inflate as it does a task's length.
 *
 * Knobs: BENCH_UI_COURTS (600), BENCH_UI_SPEED (87), BENCH_UI_TRACE_S (20), BENCH_UI_ROUTE (/),
 * BENCH_UI_VIEWPORT (1440x900), BENCH_UI_PORTS, BENCH_UI_DIST, BENCH_UI_BUILD (./ui/processes.ts).
 */
import { chromium } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import { untilViewLive } from './ui/live-view';
import { loadNow, loadText } from './ui/load-flag';
import { busiestThread, recordTrace, type TraceEvent } from './ui/main-thread-trace';
import { ensureBuild, freePort, startGateway, startService } from './ui/processes';

const COURTS = Number(process.env.BENCH_UI_COURTS ?? 600);
const SPEED = Number(process.env.BENCH_UI_SPEED ?? 87);
const TRACE_S = Number(process.env.BENCH_UI_TRACE_S ?? 20);
const ROUTE = process.env.BENCH_UI_ROUTE ?? '/';
const [VIEW_W, VIEW_H] = (process.env.BENCH_UI_VIEWPORT ?? '1440x900').split('x').map(Number);
const CPU_MS = Number(process.env.BENCH_UI_CPU_MS ?? 0);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number };
  parent?: number;
}
type Chunk = { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] };

const nameOf = (f: ProfileNode['callFrame']) =>
  `${f.functionName || '(anonymous)'} ${(f.url ?? '').split('/').pop()}:${f.lineNumber ?? ''}`;

/** The main thread's samples, [trace µs, function] in time order, from the profiler's chunks. */
function mainSamples(events: TraceEvent[], pid: number, tid: number): [number, string][] {
  const out: [number, string][] = [];
  // A profile's id is named by its `Profile` event, emitted on the thread it samples.
  const ids = new Map<string, number>();
  for (const e of events as (TraceEvent & { id?: string })[])
    if (e.name === 'Profile' && e.pid === pid && e.tid === tid && e.id)
      ids.set(e.id, Number((e.args?.data as { startTime?: number } | undefined)?.startTime ?? e.ts));
  const names = new Map<number, string>();
  for (const [id, start] of ids) {
    let t = start;
    for (const e of events as (TraceEvent & { id?: string })[]) {
      if (e.name !== 'ProfileChunk' || e.id !== id) continue;
      const chunk = e.args?.data as Chunk | undefined;
      for (const n of chunk?.cpuProfile?.nodes ?? []) names.set(n.id, nameOf(n.callFrame));
      const samples = chunk?.cpuProfile?.samples ?? [];
      samples.forEach((node, i) => {
        t += chunk?.timeDeltas?.[i] ?? 0;
        out.push([t, names.get(node) ?? '?']);
      });
    }
  }
  return out.sort((a, b) => a[0] - b[0]);
}

/** The script a task entered first: a timer, a worker's message, an animation frame, a call. */
function entry(e: TraceEvent): string {
  const d = e.args?.data as Record<string, unknown> | undefined;
  if (!d) return e.name;
  const fn = d.functionName ?? d.type ?? d.timerId ?? d.id ?? '';
  const url = typeof d.url === 'string' ? ` ${d.url.split('/').pop()}:${d.lineNumber ?? ''}` : '';
  return `${e.name}(${fn}${url})`;
}

ensureBuild();
const servicePort = await freePort();
const uiPort = await freePort();
const service = await startService({ port: servicePort, courts: COURTS, speed: SPEED, wsMaxPerKey: 50 });
await startGateway(uiPort, `http://127.0.0.1:${servicePort}`);
const browser = await chromium.launch(playwrightConfig.use?.launchOptions ?? {});
try {
  const context = await browser.newContext({ viewport: { width: VIEW_W, height: VIEW_H } });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${uiPort}${ROUTE}`);
  await untilViewLive(page);
  await page.waitForTimeout(5_000);
  const cdp = await context.newCDPSession(page);
  const load = loadNow();
  const events = await recordTrace(cdp, TRACE_S, CATEGORIES);
  const main = busiestThread(events, 'CrRendererMain');
  if (main === null) throw new Error('no renderer main thread in the trace');
  const [pid, tid] = main.split(':').map(Number);
  const slices = events
    .filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tid && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const samples = mainSamples(events, pid, tid);
  const t0 = slices[0]?.ts ?? 0;
  console.log(
    `${service.liveMatches} live matches, ${TRACE_S} s traced, ${samples.length} script samples; load ${loadText(load)}`,
  );
  // The slate's polls (a list's answer lands in a task of its own), to set beside the long tasks.
  const urls = new Map<string, string>();
  const req = (e: TraceEvent) => e.args?.data as { url?: string; requestId?: string } | undefined;
  for (const e of events)
    if (e.name === 'ResourceSendRequest') urls.set(req(e)?.requestId ?? '', req(e)?.url ?? '');
  for (const e of events) {
    if (e.name !== 'ResourceSendRequest' && e.name !== 'ResourceFinish') continue;
    const url = urls.get(req(e)?.requestId ?? '') ?? '';
    if (/\/api\/matches(\?|$)/.test(url))
      console.log(
        `${e.name === 'ResourceFinish' ? 'answered' : 'asked   '} +${((e.ts - t0) / 1e6).toFixed(2)} s ${url}`,
      );
  }
  let longs = 0;
  for (let i = 0; i < slices.length; i++) {
    const task = slices[i];
    // On a shared machine a task's wall time grows with the load; its thread time (tdur) does not,
    // so BENCH_UI_CPU_MS picks tasks by the main thread's own time instead.
    const cpu = (task as TraceEvent & { tdur?: number }).tdur;
    const picked = CPU_MS > 0 ? (cpu ?? 0) > CPU_MS * 1000 : (task.dur ?? 0) > 50_000;
    if (task.name !== 'RunTask' || !picked) continue;
    longs++;
    const end = task.ts + (task.dur ?? 0);
    const own = new Map<string, number>();
    const entries: string[] = [];
    // How much of the page its style and layout passes touched (Chromium's own counts).
    let styled = 0;
    let laidOut = 0;
    let objects = 0;
    let childEnd = task.ts;
    for (let j = i + 1; j < slices.length && slices[j].ts < end; j++) {
      const s = slices[j];
      if (
        ['FunctionCall', 'TimerFire', 'FireAnimationFrame', 'HandlePostMessage', 'RunMicrotasks'].includes(
          s.name,
        )
      )
        if (entries.length < 4) entries.push(`${entry(s)} ${((s.dur ?? 0) / 1000).toFixed(0)}`);
      const data = s.args as {
        elementCount?: number;
        beginData?: { dirtyObjects?: number; totalObjects?: number };
      };
      if (s.name === 'UpdateLayoutTree') styled += data?.elementCount ?? 0;
      if (s.name === 'Layout') {
        laidOut += data?.beginData?.dirtyObjects ?? 0;
        objects = Math.max(objects, data?.beginData?.totalObjects ?? 0);
      }
      if (s.ts < childEnd) continue;
      childEnd = s.ts + (s.dur ?? 0);
      own.set(s.name, (own.get(s.name) ?? 0) + (s.dur ?? 0) / 1000);
    }
    // Self time per function: each sample stands for the time to the next one.
    const self = new Map<string, number>();
    let lo = 0;
    while (lo < samples.length && samples[lo][0] < task.ts) lo++;
    for (let k = lo; k < samples.length && samples[k][0] < end; k++) {
      const next = Math.min(samples[k + 1]?.[0] ?? end, end);
      self.set(samples[k][1], (self.get(samples[k][1]) ?? 0) + (next - samples[k][0]) / 1000);
    }
    const top = (m: Map<string, number>, n: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, ms]) => `${k} ${ms.toFixed(1)}`)
        .join(', ');
    console.log(
      `\nlong task ${((task.dur ?? 0) / 1000).toFixed(0)} ms (thread ${((cpu ?? 0) / 1000).toFixed(0)} ms) at +${((task.ts - t0) / 1e6).toFixed(2)} s`,
    );
    console.log(`  slices: ${top(own, 5)}`);
    console.log(`  styled ${styled} elements, laid out ${laidOut} of ${objects} objects`);
    console.log(`  entered: ${entries.join('; ') || '(no script)'}`);
    console.log(
      `  script self (ms): ${top(self, Number(process.env.BENCH_UI_TOP ?? 12)) || '(none sampled)'}`,
    );
    i = (() => {
      let j = i + 1;
      while (j < slices.length && slices[j].ts < end) j++;
      return j - 1;
    })();
  }
  console.log(`\n${longs} long tasks; load at the end ${loadText(loadNow())}`);
} finally {
  await browser.close();
}
process.exit(0);
