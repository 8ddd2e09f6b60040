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

/** How soon after a hand-over that ended a quiet spell the rest of its burst still goes at once. */
const BURST_MS = 2;

/**
 * Hands frames on at most once every `everyMs`: the feed worker posts one message per gathering
 * instead of one per socket message (about a thousand a second at 500 live matches), so the page
 * runs a few dozen small tasks a second rather than a task per message. A frame arriving after a
 * quiet spell goes at once (at the everyday load frames are sparse, and waiting would only add to
 * their way to the screen), and so does the rest of its burst: one more hand-over within `burstMs`
 * of it (a point's score and its point row are two socket messages about 0.6 ms apart, and the second,
 * held for the rest of the period, reached the page 7 ms after the first and was drawn a screen frame
 * later, 10–18 ms after it arrived; now it lands 0.2–4 ms after the first and is mostly drawn in the
 * same frame). What follows within `everyMs` waits for the rest of it. Every frame is
 * kept, in arrival order: deduping and the withdrawal window stay in the store's merge. A long
 * gathering is handed on in pieces of at most `maxPerHandover` frames, still in order.
 */
export function createFrameGatherer(
  deliver: (frames: FeedFrame[]) => void,
  everyMs: number,
  clock: GathererClock = realClock,
  maxPerHandover = MAX_PER_HANDOVER,
  burstMs = BURST_MS,
) {
  let held: FeedFrame[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastDelivered = Number.NEGATIVE_INFINITY;
  // The last hand-over came after a quiet spell and its burst may still follow it at once. Under a
  // busy feed there is no quiet spell, so that feed keeps one hand-over per period.
  let leading = false;
  const flush = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    leading = false;
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
      const quiet = since >= everyMs;
      if (quiet || (leading && since < burstMs)) {
        flush();
        leading = quiet;
      } else timer = clock.setTimeout(flush, everyMs - since);
    },
    /** Hands on what is held now (before a status change, so the page hears them in order). */
    flush,
  };
}
