import { describe, expect, it } from 'vitest';
import { FEED_QUIET_MS, feedQuietSeconds } from './feed-quiet';

describe('feedQuietSeconds', () => {
  it('marks the feed stale once 3 s pass without a frame while matches are live', () => {
    expect(feedQuietSeconds(10_000, 10_000 + FEED_QUIET_MS, true, 4)).toBeNull();
    expect(feedQuietSeconds(10_000, 10_000 + FEED_QUIET_MS + 1, true, 4)).toBe(3);
    expect(feedQuietSeconds(10_000, 22_500, true, 4)).toBe(12);
  });
  it('says nothing when no match is live or the key has no feed', () => {
    expect(feedQuietSeconds(0, 60_000, true, 0)).toBeNull();
    expect(feedQuietSeconds(0, 60_000, false, 4)).toBeNull();
  });
});
