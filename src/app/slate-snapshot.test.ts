import { describe, expect, it } from 'vitest';
import type { MatchList } from '../../contract/match';
import { agedSnapshot } from './slate-snapshot';

const list = {
  data: [
    { id: 1, score: { stale: false, age_seconds: 4, sets: [0, 0] } },
    { id: 2, score: { stale: false, age_seconds: null, sets: [1, 0] } },
    { id: 3, score: null },
  ],
  meta: {},
} as unknown as MatchList;

describe('agedSnapshot', () => {
  it('marks every kept score stale with its age when read plus the time since', () => {
    const aged = agedSnapshot({ savedAt: 1_000_000, list }, 1_000_000 + 12 * 60_000);
    expect(aged.data.map((m) => m.score && [m.score.stale, m.score.age_seconds])).toEqual([
      [true, 4 + 720],
      [true, 720],
      null,
    ]);
    // Nothing but the age marks changes.
    expect(aged.data[0].score?.sets).toEqual([0, 0]);
  });
});
