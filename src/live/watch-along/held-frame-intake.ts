import type { FeedFrame } from '../../../contract/feed-frames';
import { createFrameBatcher, type Schedule } from '../store/frame-batcher';
import { createDelayLine, type DelaySource } from './delay-line';

export interface HeldFrameIntakeOptions {
  /** Applies a batch to the store (`live.framesReceived`). */
  apply: (frames: FeedFrame[]) => void;
  source: DelaySource;
  schedule?: Schedule;
  /** Told how many frames wait in the hold whenever that changes. */
  onHeldChanged?: (heldFrames: number) => void;
}

/**
 * Where feed frames enter the store: a delay line (the watch-along hold) in front of the batcher.
 * Every frame — scores, points, prices, signals such as break points — waits the same hold, so
 * everything derived from the store (probability, alerts) waits with it. Dedupe and merge still run
 * in `applyFrames`, after the hold, on frames in arrival order.
 */
export function createHeldFrameIntake(options: HeldFrameIntakeOptions) {
  const batcher = createFrameBatcher(options.apply, options.schedule);
  const line = createDelayLine<readonly FeedFrame[]>({
    source: options.source,
    release: (batches) => {
      for (const batch of batches) batcher.push(batch);
    },
    weight: (batch) => batch.length,
    onHeldChanged: options.onHeldChanged,
  });
  return {
    /** Frames from the feed (or the leader tab): held, then batched into the store. */
    push(frames: readonly FeedFrame[]): void {
      if (frames.length > 0) line.push(frames);
    },
    heldFrames: line.held,
    /** Stop: held frames are dropped (the feed is going away); batched ones are applied. */
    stop(): void {
      line.dispose();
      batcher.flushNow();
    },
  };
}
