/**
 * `npx tsx scripts/bench/ui-phone-trace.ts`: where the phone's main thread goes from a cold load of
 * the slate (or BENCH_UI_ROUTE=match: a live match page) through the vitals' click, the same load
 * and click as bench:ui's phone figures (./ui/web-vitals.ts), against a service at the everyday load.
 * Not a benchmark of record: the trace and the CPU profiler slow the page.
 *
 * Prints every main-thread task over 50 ms (at the 4× slowdown) from the navigation to a second
 * after the click (with their count and excess over 50 ms from the LCP, and from the first row or tab
 * shown, to the click), with its largest slices and the functions (and chunks) with the most self time
 * inside it; the scripts fetched, with when; then the click: its events, the tasks from its input to
 * the next paint, and what was fetched after it. Build unminified to read names:
 * `npx vite build --minify false --outDir /tmp/unmin` then BENCH_UI_DIST=/tmp/unmin BENCH_UI_BUILD=0.
 *
 * Knobs: BENCH_UI_ROUTE (slate | match), BENCH_UI_PORTS, BENCH_UI_DIST, BENCH_UI_BUILD (./ui/processes.ts),
 * BENCH_UI_TRACE_OUT (write the raw trace, for Chromium's DevTools).
 */
import { writeFileSync } from 'node:fs';
import type { CDPSession } from '@playwright/test';
import { chromium } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import { checkedJson, machineState } from './bench-kit';
import { loadNow, loadText } from './ui/load-flag';
import { busiestThread, type TraceEvent } from './ui/main-thread-trace';
import { BENCH_READ_KEY, ensureBuild, freePort, startGateway, startService } from './ui/processes';
import { webVitals } from './ui/web-vitals';

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

const ROUTE = process.env.BENCH_UI_ROUTE ?? 'slate';
const OUT = process.env.BENCH_UI_TRACE_OUT;
/** BENCH_UI_PROFILE=0: the trace alone, without the CPU profiler's cost (no functions named). */
const PROFILE = process.env.BENCH_UI_PROFILE !== '0';
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  'v8.execute',
];

const events: TraceEvent[] = [];
let profile: CpuProfile | null = null;
const requests: { ts: number; url: string }[] = [];

const recorder = {
  async start(cdp: CDPSession) {
    cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
    cdp.on('Network.requestWillBeSent', (r) =>
      requests.push({ ts: r.timestamp * 1e6, url: r.request.url.replace(/^https?:\/\/[^/]+/, '') }),
    );
    if (PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
      await cdp.send('Profiler.start');
    }
    await cdp.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReportEvents' });
  },
  async stop(cdp: CDPSession) {
    // What the click loads or renders after its paint shows in the next second.
    await new Promise((r) => setTimeout(r, 1_500));
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await done;
    if (PROFILE) profile = (await cdp.send('Profiler.stop')).profile as unknown as CpuProfile;
  },
};

const servicePort = await freePort();
const uiPort = await freePort();
const serviceUrl = `http://127.0.0.1:${servicePort}`;
ensureBuild();
await startService({ port: servicePort, courts: 20, speed: 1, wsMaxPerKey: 2, windowScale: 1 });
await startGateway(uiPort, serviceUrl);
const base = `http://127.0.0.1:${uiPort}`;
const browser = await chromium.launch(playwrightConfig.use?.launchOptions ?? {});
const start = loadNow();
let vitals: Awaited<ReturnType<typeof webVitals>>;
try {
  if (ROUTE === 'match') {
    const live = await checkedJson<{ data: { id: number }[] }>(`${serviceUrl}/matches?status=live&limit=1`, {
      'X-API-Key': BENCH_READ_KEY,
    });
    vitals = await webVitals(
      browser,
      {
        name: 'match',
        url: `${base}/matches/${live.data[0]?.id}`,
        ready: (page) => page.getByRole('tab').first().waitFor({ timeout: 120_000 }),
        interact: (page) => page.getByRole('tab').nth(1).click(),
      },
      recorder,
    );
  } else {
    vitals = await webVitals(
      browser,
      {
        name: 'slate',
        url: `${base}/`,
        ready: (page) => page.getByTestId('live-match').first().waitFor({ timeout: 120_000 }),
        interact: (page) => page.getByRole('button', { name: 'Key', exact: true }).click(),
      },
      recorder,
    );
  }
} finally {
  await browser.close();
}
if (OUT) {
  writeFileSync(OUT, JSON.stringify({ traceEvents: events }));
  writeFileSync(`${OUT}.cpuprofile`, JSON.stringify(profile));
}

const main = busiestThread(events, 'CrRendererMain');
const slices = events
  .filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === main && e.dur !== undefined)
  .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
const navStart =
  events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)?.ts ??
  slices[0]?.ts ??
  0;
const at = (ts: number) => Math.round((ts - navStart) / 1000);

// The profile's samples on the trace's clock (both are the monotonic clock in µs).
const samples: { ts: number; node: ProfileNode }[] = [];
if (profile) {
  const p = profile as CpuProfile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  let ts = p.startTime;
  (p.samples ?? []).forEach((id, i) => {
    ts += p.timeDeltas?.[i] ?? 0;
    const node = byId.get(id);
    if (node) samples.push({ ts, node });
  });
}
const selfIn = (from: number, to: number, n = 6) => {
  const by = new Map<string, number>();
  let prev = from;
  for (const s of samples) {
    if (s.ts < from || s.ts > to) continue;
    const f = s.node.callFrame;
    if (f.functionName === '(idle)' || f.functionName === '(program)') {
      prev = s.ts;
      continue;
    }
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop() || ''}:${f.lineNumber}`;
    by.set(key, (by.get(key) ?? 0) + (s.ts - prev) / 1000);
    prev = s.ts;
  }
  return [...by]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, ms]) => `${k} ${ms.toFixed(1)}`);
};
// Each node's callers, to count a function's time with its callees (a component's render).
const parentOf = new Map<number, ProfileNode>();
for (const n of (profile as CpuProfile | null)?.nodes ?? [])
  for (const c of n.children ?? []) {
    const child = (profile as CpuProfile | null)?.nodes.find((m) => m.id === c);
    if (child) parentOf.set(child.id, n);
  }
const totalIn = (from: number, to: number, n = 30) => {
  const by = new Map<string, number>();
  let prev = from;
  for (const s of samples) {
    if (s.ts < from || s.ts > to) continue;
    const seen = new Set<string>();
    for (let node: ProfileNode | undefined = s.node; node; node = parentOf.get(node.id)) {
      const f = node.callFrame;
      if (!f.functionName || f.functionName.startsWith('(')) continue;
      const key = `${f.functionName} ${f.url.split('/').pop() || ''}:${f.lineNumber}`;
      if (seen.has(key)) continue;
      seen.add(key);
      by.set(key, (by.get(key) ?? 0) + (s.ts - prev) / 1000);
    }
    prev = s.ts;
  }
  return [...by]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, ms]) => `${k} ${ms.toFixed(1)}`);
};
const childrenOf = (task: TraceEvent, i: number) => {
  const own = new Map<string, number>();
  const end = task.ts + (task.dur ?? 0);
  let childEnd = task.ts;
  for (let j = i + 1; j < slices.length && slices[j].ts < end; j++) {
    const s = slices[j];
    if (s.ts < childEnd) continue;
    childEnd = s.ts + (s.dur ?? 0);
    const url = (s.args?.data?.url as string | undefined)?.split('/').pop();
    const name = url ? `${s.name}(${url})` : s.name;
    own.set(name, (own.get(name) ?? 0) + (s.dur ?? 0) / 1000);
  }
  return [...own]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([k, ms]) => `${k} ${ms.toFixed(1)}`);
};

const input = events.filter(
  (e) =>
    e.name === 'EventDispatch' &&
    ['pointerdown', 'pointerup', 'click', 'mousedown'].includes(String(e.args?.data?.type)),
);
const clickTs = input[0]?.ts ?? Number.POSITIVE_INFINITY;
const readyTs = navStart + (vitals.lcp_ms || 0) * 1000;
// The LCP element differs between loads (a heading from the HTML at 1 s, or rows or a scoreboard at 4 s),
// which moves where the count above starts; the bench's ready (its first row or tab shown, on the
// bench's clock from the navigation) is a start that means the same on every load.
const shownTs = navStart + vitals.ready_ms * 1000;
console.log(
  `${ROUTE} on the phone profile: LCP ${vitals.lcp_ms} ms, INP ${vitals.inp_ms} ms (${vitals.inp_parts}), ready at ${vitals.ready_ms} ms ${loadText(start)}`,
);
console.log(
  `click's events at ${input.map((e) => `${e.args?.data?.type} ${at(e.ts)} ms (${((e.dur ?? 0) / 1000).toFixed(1)})`).join(', ')}`,
);

console.log('\nmain-thread tasks over 50 ms, navigation to a second after the click:');
// The task the click's events run in (the pointer's move, then the press): what ran before it is
// what the finger waited for.
const clickTask = slices.find(
  (t) => t.name === 'RunTask' && t.ts <= clickTs && clickTs <= t.ts + (t.dur ?? 0),
);
const clickTaskTs = clickTask?.ts ?? clickTs;
let busyBefore = 0;
let longBefore = 0;
let blockingBefore = 0;
let longAfterShown = 0;
let blockingAfterShown = 0;
slices.forEach((task, i) => {
  if (task.name !== 'RunTask') return;
  const ms = (task.dur ?? 0) / 1000;
  const end = task.ts + (task.dur ?? 0);
  if (end > clickTaskTs - 1_000_000 && end <= clickTaskTs) busyBefore += ms;
  if (end <= clickTaskTs && task.ts >= readyTs && ms > 50) {
    longBefore++;
    blockingBefore += ms - 50;
  }
  if (end <= clickTaskTs && task.ts >= shownTs && ms > 50) {
    longAfterShown++;
    blockingAfterShown += ms - 50;
  }
  if (ms < 50) return;
  console.log(`  ${at(task.ts)} ms +${ms.toFixed(0)}: ${childrenOf(task, i).join(', ')}`);
  console.log(`      ${selfIn(task.ts, task.ts + (task.dur ?? 0)).join(' | ')}`);
});
console.log(
  `main thread busy in the second before the click's task: ${busyBefore.toFixed(0)} ms; from the LCP to it, ` +
    `${longBefore} tasks over 50 ms, ${blockingBefore.toFixed(0)} ms over 50 ms in all; the click's task ` +
    `${((clickTask?.dur ?? 0) / 1000).toFixed(0)} ms`,
);
console.log(
  `from the first ${ROUTE === 'match' ? 'tab' : 'row'} shown (${vitals.ready_ms} ms) to the click's task, ` +
    `${longAfterShown} tasks over 50 ms, ${blockingAfterShown.toFixed(0)} ms over 50 ms in all`,
);
console.log(
  'functions by total time (self and callees) from the LCP to the click (components render there):',
);
console.log(`  ${totalIn(readyTs, clickTs).join('\n  ')}`);

console.log('\ntasks over 4 ms from 300 ms before the click to 500 ms after it:');
slices.forEach((task, i) => {
  if (task.name !== 'RunTask' || task.ts < clickTs - 300_000 || task.ts > clickTs + 500_000) return;
  const ms = (task.dur ?? 0) / 1000;
  if (ms < 4) return;
  console.log(`  ${at(task.ts)} ms +${ms.toFixed(1)}: ${childrenOf(task, i).join(', ')}`);
  console.log(`      ${selfIn(task.ts, task.ts + (task.dur ?? 0), 4).join(' | ')}`);
});

console.log('\nthe events of the click and what ran beside them:');
for (const e of slices)
  if (
    e.ts >= clickTs - 300_000 &&
    e.ts <= clickTs + 300_000 &&
    e.name === 'EventDispatch' &&
    (e.dur ?? 0) > 500
  )
    console.log(`  ${at(e.ts)} ms ${e.args?.data?.type} ${((e.dur ?? 0) / 1000).toFixed(1)} ms`);

console.log('\nrequests (ms from navigation):');
for (const r of requests)
  console.log(`  ${at(r.ts)} ms${r.ts > clickTs ? ' (after the click)' : ''} ${r.url.slice(0, 100)}`);
console.log(
  JSON.stringify({
    lcp_ms: vitals.lcp_ms,
    inp_ms: vitals.inp_ms,
    busy_before_click_ms: Math.round(busyBefore),
    long_tasks_before_click: longBefore,
    blocking_before_click_ms: Math.round(blockingBefore),
    long_tasks_after_shown: longAfterShown,
    blocking_after_shown_ms: Math.round(blockingAfterShown),
    click_task_ms: Math.round((clickTask?.dur ?? 0) / 1000),
    machine: machineState(),
  }),
);
process.exit(0);
