import type { ErrorFrame } from '../../contract/feed-frames';

/** One data frame from the upstream: its text as sent (passed on unchanged) and what routes it. */
export interface SourceFrame {
  text: string;
  type: string;
  matchId: number | null;
  frame: Record<string, unknown>;
}

/** How the upstream went away: the close the service sent (error frame first, if any). */
export interface SourceDown {
  code: number;
  reason: string;
  error: ErrorFrame | null;
  /** The source will dial again by itself (restart, transient refusal, lost link). */
  retrying: boolean;
}

/** What a feed source tells the hub, in order: `up`, frames, `down`, perhaps `up` again. */
export interface FeedSourceEvents {
  /** The upstream acknowledged; these signals are active on it. */
  up(signals: string[]): void;
  frames(frames: SourceFrame[]): void;
  down(down: SourceDown): void;
  /**
   * The newest point `seq` already published per match, for a hub that joins a running feed: what it
   * must read missed points after, should the feed later be lost (`RedisFeedSource`).
   */
  published?(seqs: ReadonlyMap<number, number>): void;
  /**
   * The point frames the feed carried shortly before a hub joined it, oldest first: browsers that
   * return to an instance started again on a running desk are owed what they missed while it was
   * down, as after an outage (`RedisFeedSource`).
   */
  recent?(frames: SourceFrame[]): void;
}

/**
 * Where the hub's frames come from. In-process it is one upstream socket (`UpstreamFeed`); with
 * several gateway instances it can be a Redis (or similar) subscription fed by the one instance
 * that holds the upstream, without the hub or the browsers changing.
 */
export interface FeedSource {
  /** Connects (if not already) and reports to `events`; calling it again while running is a no-op. */
  start(events: FeedSourceEvents): void;
  /** Disconnects and stops retrying. */
  stop(): void;
}
