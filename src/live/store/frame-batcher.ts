import type { FeedFrame } from '../../../contract/feed-frames';
import { coalesceScores } from '../merge/coalesce-scores';
import { pageFrames } from './frame-timer';

/** Schedules one flush; the browser's animation frame, or a macrotask where there is none. */
export type Schedule = (flush: () => void) => void;

/** Frames one store write takes at most; a longer backlog is applied in slices, yielding between. */
const MAX_FRAMES_PER_TASK = 500;

// A hidden page runs no animation frames: frames would pile up until the tab came back, then land
// in one long task. Hidden, the flush runs every ~16 ms on a timer instead; a page hidden after a
// frame was asked for is caught by the fallback timer (whichever fires first flushes, once).
const HIDDEN_MS = 16;
const FALLBACK_MS = 100;

// The batch runs in the page's frame queue (frame-timer.ts), before the store's settles of that frame.
const nextFrame: Schedule = (flush) => {
  const frames = pageFrames();
  if (!frames.available()) {
    setTimeout(flush, HIDDEN_MS);
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    flush();
  };
  const fallback = setTimeout(once, FALLBACK_MS);
  frames.next(once);
};

interface YieldingScheduler {
  yield(): Promise<void>;
}

/** Lets the browser paint and handle input before `next` runs: `scheduler.yield` where it exists. */
const yieldToMain: Schedule = (next) => {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') void scheduler.yield().then(next);
  else setTimeout(next, 0);
};

interface FrameBatcherOptions {
  /** When the next batch is applied (default: the next animation frame, a timer while hidden). */
  schedule?: Schedule;
  /** How a long backlog gives the main thread back between slices (default `scheduler.yield`). */
  yieldToMain?: Schedule;
  maxPerTask?: number;
}

/**
 * Collects feed frames and hands them to `flush` at most once per animation frame, so a burst of
 * frames costs one store write and one render (excalidraw's batched updates). A backlog longer than
 * `maxPerTask` (a tab back from hiding, a watch-along hold released) is applied in arrival order in
 * slices, yielding between them, so no single task holds the page; before a backlog is sliced each
 * match's superseded score states are dropped, so a page behind the feed catches up instead of
 * painting states seconds old. User input never goes through here.
 */
export function createFrameBatcher(
  flush: (frames: FeedFrame[]) => void,
  schedule: Schedule | FrameBatcherOptions = {},
) {
  const options = typeof schedule === 'function' ? { schedule } : schedule;
  const scheduleFlush = options.schedule ?? nextFrame;
  const yieldThen = options.yieldToMain ?? yieldToMain;
  const max = options.maxPerTask ?? MAX_FRAMES_PER_TASK;
  let queue: FeedFrame[] = [];
  // True from the moment a flush is asked for until the queue has drained, slices included.
  let scheduled = false;

  // Where the next slice starts: slicing from the head instead of copying the rest of a long
  // backlog after every slice.
  let head = 0;
  const take = (n: number): FeedFrame[] => {
    const end = Math.min(queue.length, head + n);
    const frames = head === 0 && end === queue.length ? queue : queue.slice(head, end);
    head = end;
    if (head >= queue.length) {
      queue = [];
      head = 0;
    }
    return frames;
  };
  const run = () => {
    // A backlog means the page has fallen behind the feed (a busy machine, 500 live matches): applying
    // every state of every match in turn would only grow it, each slice a store write and a render.
    // The superseded score states go; what the store ends on is the same (coalesce-scores.ts).
    if (queue.length - head > max) {
      queue = coalesceScores(head === 0 ? queue : queue.slice(head));
      head = 0;
    }
    const frames = take(max);
    if (frames.length > 0) flush(frames);
    if (queue.length > head) yieldThen(run);
    else scheduled = false;
  };
  return {
    push(frames: readonly FeedFrame[]): void {
      for (const f of frames) queue.push(f);
      if (!scheduled && queue.length > 0) {
        scheduled = true;
        scheduleFlush(run);
      }
    },
    /** Apply whatever is queued now, in one write (tests, stop). */
    flushNow(): void {
      const frames = take(Number.POSITIVE_INFINITY);
      if (frames.length > 0) flush(frames);
    },
  };
}
