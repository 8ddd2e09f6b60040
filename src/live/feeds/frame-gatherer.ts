import type { FeedFrame } from '../../../contract/feed-frames';

interface GathererClock {
  setTimeout: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimeout: (timer: ReturnType<typeof setTimeout>) => void;
  now: () => number;
}

const realClock: GathererClock = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (timer) => clearTimeout(timer),
  now: () => performance.now(),
};

/**
 * Hands frames on at most once every `everyMs`: the feed worker posts one message per gathering
 * instead of one per socket message (about a thousand a second at 500 live matches), so the page
 * runs a few dozen small tasks a second rather than a task per message. A frame arriving after a
 * quiet spell goes at once (at the everyday load frames are sparse, and waiting would only add to
 * their way to the screen); what follows within `everyMs` waits for the rest of it. Every frame is
 * kept, in arrival order: deduping and the withdrawal window stay in the store's merge.
 */
export function createFrameGatherer(
  deliver: (frames: FeedFrame[]) => void,
  everyMs: number,
  clock: GathererClock = realClock,
) {
  let held: FeedFrame[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastDelivered = Number.NEGATIVE_INFINITY;
  const flush = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    if (held.length === 0) return;
    const frames = held;
    held = [];
    lastDelivered = clock.now();
    deliver(frames);
  };
  return {
    push(frames: readonly FeedFrame[]) {
      for (const f of frames) held.push(f);
      if (timer !== null) return;
      const since = clock.now() - lastDelivered;
      if (since >= everyMs) flush();
      else timer = clock.setTimeout(flush, everyMs - since);
    },
    /** Hands on what is held now (before a status change, so the page hears them in order). */
    flush,
  };
}
