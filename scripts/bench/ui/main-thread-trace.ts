// What the renderer's main thread spends a window on, by kind of work: a Chromium trace of
// `windowS` seconds, summed per top-level event name (the task's own slices: script, style, layout,
// paint, the compositor's commit), and the longest tasks with their largest slices. The CPU profile
// says which functions; this says how much is not script at all.
import type { CDPSession } from '@playwright/test';

/** One event of a Chromium trace, as `Tracing.dataCollected` delivers it. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

// Further down, where a frame's rendering goes: paint (recording, layerisation), style/layout, and the
// commit (where the intersections of every observer are computed).
const DRILL = [
  'LocalFrameView::RunPaintLifecyclePhase',
  'LocalFrameView::RunStyleAndLayoutLifecyclePhases',
  'Commit',
];

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'v8.execute'];

export interface MainThreadSplit {
  /** Milliseconds per event name, of the slices directly inside a task (not nested twice). */
  byName: [string, number][];
  tasks: number;
  taskMs: number;
  /** The same one level down, inside each of the three largest kinds (what a lifecycle update spent). */
  inside: [string, [string, number][]][];
  /** Tasks over 50 ms: duration and their three largest slices. */
  long: { ms: number; slices: [string, number][] }[];
}

/** A Chromium trace of the page for `windowS` seconds, in the given categories. */
export async function recordTrace(
  cdp: CDPSession,
  windowS: number,
  categories: readonly string[] = CATEGORIES,
): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: categories.join(','), transferMode: 'ReportEvents' });
  await new Promise((r) => setTimeout(r, windowS * 1000));
  await cdp.send('Tracing.end');
  await done;
  return events;
}

/**
 * The busiest thread of a name (`pid:tid`): the one with the most complete events. A trace names
 * several threads alike (a renderer's main thread per page, a dedicated worker per worker).
 */
export function busiestThread(events: TraceEvent[], name: string): string | null {
  const names = new Map<string, number>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === name) names.set(`${e.pid}:${e.tid}`, 0);
  for (const e of events) {
    const k = `${e.pid}:${e.tid}`;
    if (e.ph === 'X' && names.has(k)) names.set(k, (names.get(k) ?? 0) + 1);
  }
  return [...names].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** The renderer's main thread: the thread named CrRendererMain with the most complete events. */
const mainThread = (events: TraceEvent[]) => busiestThread(events, 'CrRendererMain');

export async function traceMainThread(cdp: CDPSession, windowS: number): Promise<MainThreadSplit> {
  const events = await recordTrace(cdp, windowS);
  const main = mainThread(events);
  const slices = events
    .filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === main && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const byName = new Map<string, number>();
  const long: MainThreadSplit['long'] = [];
  let tasks = 0;
  let taskMs = 0;
  // Each task's direct children: slices that start inside it and are not inside an earlier child.
  for (let i = 0; i < slices.length; i++) {
    const task = slices[i];
    if (task.name !== 'RunTask') continue;
    const end = task.ts + (task.dur ?? 0);
    tasks++;
    taskMs += (task.dur ?? 0) / 1000;
    const own = new Map<string, number>();
    let childEnd = task.ts;
    let j = i + 1;
    for (; j < slices.length && slices[j].ts < end; j++) {
      const s = slices[j];
      if (s.ts < childEnd) continue;
      childEnd = s.ts + (s.dur ?? 0);
      own.set(s.name, (own.get(s.name) ?? 0) + (s.dur ?? 0) / 1000);
    }
    for (const [k, ms] of own) byName.set(k, (byName.get(k) ?? 0) + ms);
    if ((task.dur ?? 0) > 50_000)
      long.push({ ms: (task.dur ?? 0) / 1000, slices: [...own].sort((a, b) => b[1] - a[1]).slice(0, 3) });
    i = j - 1;
  }
  const top = [...byName].sort((a, b) => b[1] - a[1]);
  const kinds = [...new Set([...top.slice(0, 3).map(([n]) => n), ...DRILL])];
  const inside = kinds.map((name): [string, [string, number][]] => {
    const sums = new Map<string, number>();
    for (let i = 0; i < slices.length; i++) {
      const outer = slices[i];
      if (outer.name !== name) continue;
      const end = outer.ts + (outer.dur ?? 0);
      let childEnd = outer.ts;
      for (let j = i + 1; j < slices.length && slices[j].ts < end; j++) {
        const s = slices[j];
        if (s.ts < childEnd) continue;
        childEnd = s.ts + (s.dur ?? 0);
        sums.set(s.name, (sums.get(s.name) ?? 0) + (s.dur ?? 0) / 1000);
      }
    }
    return [name, [...sums].sort((a, b) => b[1] - a[1]).slice(0, 8)];
  });
  return { byName: top, inside, tasks, taskMs, long };
}
