import type { z } from 'zod';
import type {
  BreakPointFrame,
  BreakPointResultFrame,
  FeedFrame,
  PointFrame,
  PointUpdateFrame,
  ScoreFrame,
  StoppageFrame,
} from '../../contract/feed-frames';

/**
 * Which family a feed frame belongs to. The push feed maps families to channels
 * (score → match:{id} / slate:all, point → point:…, signal → signal:…) and webhooks
 * deliver the same frames, so every transport reads one stream.
 */
export type FeedFamily = 'score' | 'point' | 'signal';

/**
 * The frames each family carries, typed from the contract's frame schemas: a frame the publisher
 * builds with a missing field, a wrong type or a wrong `type` for its family fails the type check.
 */
export interface FamilyFrames {
  score: z.infer<typeof ScoreFrame>;
  point: z.infer<typeof PointFrame> | z.infer<typeof PointUpdateFrame>;
  signal:
    | z.infer<typeof BreakPointFrame>
    | z.infer<typeof BreakPointResultFrame>
    | z.infer<typeof StoppageFrame>;
}

/** One data frame as the native WebSocket sends it, with the match it concerns. */
export interface FeedEvent {
  family: FeedFamily;
  matchId: number;
  frame: FeedFrame;
}

export type FeedListener = (event: FeedEvent) => void;

/** The in-process fan-out between the publisher (what happened) and the transports (who hears it). */
export class FeedHub {
  private readonly listeners = new Set<FeedListener>();

  on(listener: FeedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(event: FeedEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  get listenerCount(): number {
    return this.listeners.size;
  }
}
