import { describe, expect, it } from 'vitest';
import { corroboration, isStale, scoreAgeSeconds } from './score-age';
import { emptyScoreEntry } from './score-entry';
import { applyScoreFrame } from './score-merge';
import { scoreAt } from './test-frames';

const arrived = (extra: Parameters<typeof scoreAt>[1], at = 10_000) =>
  applyScoreFrame(emptyScoreEntry(1), scoreAt(1, extra), at);

describe('age, staleness and corroboration per match', () => {
  it('ages the held state by the time it has sat here', () => {
    const e = arrived({ age_seconds: 8 });
    expect(scoreAgeSeconds(e, 10_000)).toBe(8);
    expect(scoreAgeSeconds(e, 40_500)).toBe(38);
  });

  it('keeps an unknown age unknown, never 0', () => {
    expect(scoreAgeSeconds(arrived({ age_seconds: null }), 99_000)).toBeNull();
    expect(isStale(arrived({ age_seconds: null, stale: false }), 99_000)).toBeNull();
  });

  it('turns stale past 120 s without a new frame, or when the service said so', () => {
    const e = arrived({ age_seconds: 100, stale: false });
    expect(isStale(e, 10_000 + 20_000)).toBe(false);
    expect(isStale(e, 10_000 + 21_000)).toBe(true);
    expect(isStale(arrived({ age_seconds: 3, stale: true }), 10_000)).toBe(true);
  });

  it('ages the corroboration vouch and leaves it null when there is none', () => {
    expect(corroboration(arrived({ corroborated: true, corroborated_age_seconds: 5 }), 15_000)).toEqual({
      corroborated: true,
      ageSeconds: 10,
    });
    expect(
      corroboration(arrived({ corroborated: false, corroborated_age_seconds: null }), 15_000).ageSeconds,
    ).toBeNull();
  });
});
