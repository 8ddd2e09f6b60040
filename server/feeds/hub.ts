import type { FeedFrame } from '../../contract/feed-frames';

/**
 * Which family a feed frame belongs to. The push feed maps families to channels
 * (score → match:{id} / slate:all, point → point:…, signal → signal:…) and webhooks
 * deliver the same frames, so every transport reads one stream.
 */
export type FeedFamily = 'score' | 'point' | 'signal';

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
