import type { FeedFrame } from '../../../contract/feed-frames';

/** Schedules one flush; the browser's animation frame, or a macrotask where there is none. */
export type Schedule = (flush: () => void) => void;

const nextFrame: Schedule = (flush) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => flush());
  else setTimeout(flush, 16);
};

/**
 * Collects feed frames and hands them to `flush` at most once per animation frame, so a burst of
 * frames costs one store write and one render (excalidraw's batched updates). User input never goes
 * through here.
 */
export function createFrameBatcher(flush: (frames: FeedFrame[]) => void, schedule: Schedule = nextFrame) {
  let queue: FeedFrame[] = [];
  let scheduled = false;
  const run = () => {
    scheduled = false;
    const frames = queue;
    queue = [];
    if (frames.length > 0) flush(frames);
  };
  return {
    push(frames: readonly FeedFrame[]): void {
      for (const f of frames) queue.push(f);
      if (!scheduled && queue.length > 0) {
        scheduled = true;
        schedule(run);
      }
    },
    /** Apply whatever is queued now (tests, page hide). */
    flushNow: run,
  };
}
