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
 * The most frames one hand-over carries. A worker starved of the CPU for a moment (a busy machine)
 * gathers many times its usual couple of dozen frames, and the page reads each message in one task
 * (a trace of the grid under the storm at load 34 held a worker message's task of 179 ms). In pieces
 * of this size the page can draw between them.
 */
const MAX_PER_HANDOVER = 250;

/**
 * Hands frames on at most once every `everyMs`: the feed worker posts one message per gathering
 * instead of one per socket message (about a thousand a second at 500 live matches), so the page
 * runs a few dozen small tasks a second rather than a task per message. A frame arriving after a
 * quiet spell goes at once (at the everyday load frames are sparse, and waiting would only add to
 * their way to the screen); what follows within `everyMs` waits for the rest of it. Every frame is
 * kept, in arrival order: deduping and the withdrawal window stay in the store's merge. A long
 * gathering is handed on in pieces of at most `maxPerHandover` frames, still in order.
 */
export function createFrameGatherer(
  deliver: (frames: FeedFrame[]) => void,
  everyMs: number,
  clock: GathererClock = realClock,
  maxPerHandover = MAX_PER_HANDOVER,
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
    if (frames.length <= maxPerHandover) deliver(frames);
    else for (let i = 0; i < frames.length; i += maxPerHandover) deliver(frames.slice(i, i + maxPerHandover));
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
