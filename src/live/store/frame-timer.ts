/** A timer that ends on an animation frame; cancelled with `clearFrameTimer`. */
export interface FrameTimer {
  timeout: ReturnType<typeof setTimeout> | null;
  cancelFrame: (() => void) | null;
  fallback: ReturnType<typeof setTimeout> | null;
}

export interface FrameHost {
  requestAnimationFrame?: (run: () => void) => number;
  hidden?: () => boolean;
}

/**
 * Work for the next animation frame, run in ONE requestAnimationFrame callback: the feed's batch
 * first, then the late work (the withdrawal window's settle). Store writes made in one callback
 * cost React one render (it renders in the microtask after the callback), where two callbacks
 * would cost two; and a batch that settles the due scores itself cancels the settle behind it.
 */
export function createFrameQueue(host: FrameHost) {
  let early: (() => void)[] = [];
  let late: (() => void)[] = [];
  let asked = false;
  const runFrame = () => {
    asked = false;
    const [first, then] = [early, late];
    early = [];
    late = [];
    for (const run of first) run();
    for (const run of then) run();
  };
  return {
    /** Whether frames run here (false: no animation frames, or a hidden page that runs none). */
    available: () => host.requestAnimationFrame !== undefined && !host.hidden?.(),
    /** Runs `run` on the next frame (after the frame's other work when `isLate`); returns the cancel. */
    next(run: () => void, isLate = false): () => void {
      let live = true;
      const once = () => {
        if (live) run();
        live = false;
      };
      (isLate ? late : early).push(once);
      if (!asked && host.requestAnimationFrame) {
        asked = true;
        host.requestAnimationFrame(runFrame);
      }
      return () => {
        live = false;
      };
    },
  };
}

export type FrameQueue = ReturnType<typeof createFrameQueue>;

let pageQueue: FrameQueue | null = null;

/** The page's frame queue (the feed's batches and the store's settles share its frames). */
export function pageFrames(): FrameQueue {
  pageQueue ??= createFrameQueue({
    requestAnimationFrame:
      typeof requestAnimationFrame === 'function' ? (run) => requestAnimationFrame(run) : undefined,
    hidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  });
  return pageQueue;
}

// A hidden page runs no animation frames: there the run follows the timer at once, and a page hidden
// while waiting for its frame is caught by this fallback (whichever fires first runs, once).
const FALLBACK_MS = 100;

/**
 * Runs `run` on the first animation frame at least `ms` from now, after that frame's feed batch.
 * The live store settles scores whose withdrawal window has passed on such a timer: the batch of
 * the same frame settles every due score itself and re-arms (cancelling this), so a busy feed costs
 * one store write a frame instead of two; a settle that still runs is painted in the frame it would
 * have waited for anyway.
 */
export function timerThenFrame(run: () => void, ms: number, frames: FrameQueue = pageFrames()): FrameTimer {
  const timer: FrameTimer = { timeout: null, cancelFrame: null, fallback: null };
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearFrameTimer(timer);
    run();
  };
  timer.timeout = setTimeout(() => {
    timer.timeout = null;
    if (!frames.available()) return once();
    timer.fallback = setTimeout(once, FALLBACK_MS);
    timer.cancelFrame = frames.next(once, true);
  }, ms);
  return timer;
}

/** Cancels a `timerThenFrame` at whichever stage it is waiting. */
export function clearFrameTimer(timer: unknown): void {
  const t = timer as FrameTimer;
  if (t.timeout !== null) clearTimeout(t.timeout);
  if (t.fallback !== null) clearTimeout(t.fallback);
  t.cancelFrame?.();
  t.timeout = null;
  t.fallback = null;
  t.cancelFrame = null;
}
