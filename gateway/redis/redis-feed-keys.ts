/** The Redis keys of the shared feed, under one prefix per deployment. */
export interface FeedKeys {
  /** The ingester's lock. */
  lock: string;
  /** Stream of `up` / `frames` / `down` entries, in the order the upstream sent them. */
  stream: string;
  /** Hash match id → `{at, seq, text}` of its newest score frame, for instances that start mid-match. */
  scores: string;
  /** Hash match id → newest point `seq` published: where a new ingester reads missed points from. */
  seqs: string;
  /** `{up, signals}`: whether the upstream is up, and what it granted. */
  state: string;
  /** Per instance: the last stream entry its browsers were given, for that instance started again. */
  seen(instanceId: string): string;
}

export function feedKeys(prefix = 'courtside:feed'): FeedKeys {
  return {
    lock: `${prefix}:lock`,
    stream: `${prefix}:stream`,
    scores: `${prefix}:scores`,
    seqs: `${prefix}:seqs`,
    state: `${prefix}:state`,
    seen: (instanceId) => `${prefix}:seen:${instanceId}`,
  };
}

/** Entries kept in the stream: minutes of a busy day, so an instance back from a Redis blip resumes. */
export const STREAM_MAXLEN = 50_000;
