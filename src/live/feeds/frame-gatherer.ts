import type { FeedFrame } from '../../../contract/feed-frames';

/**
 * Gathers frames and hands them on together at most once every `everyMs`: the feed worker posts one
 * message per gathering instead of one per socket message (about a thousand a second at 500 live
 * matches), so the page runs a few dozen small tasks a second rather than a task per message. Every
 * frame is kept, in arrival order: deduping and the withdrawal window stay in the store's merge.
 */
export function createFrameGatherer(
  deliver: (frames: FeedFrame[]) => void,
  everyMs: number,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
) {
  let held: FeedFrame[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    if (held.length === 0) return;
    const frames = held;
    held = [];
    deliver(frames);
  };
  return {
    push(frames: FeedFrame[]) {
      for (const f of frames) held.push(f);
      timer ??= timers.setTimeout(flush, everyMs);
    },
    /** Hands on what is held now (before a status change, so the page hears them in order). */
    flush,
  };
}
