import { describe, expect, it } from 'vitest';
import { EVENT_STATUSES } from '../../../../contract/common';
import { Match as WireMatch } from '../../../../contract/match';
import { coarseAge } from '../../../lib/match-labels';
import { momentumSeries } from '../signals/momentum-series';
import { makeRowMatch } from '../test-matches';
import { eventStatusLabel, KNOWN_EVENT_STATUSES } from './row-labels';

describe('row labels', () => {
  it('names event statuses, unknown ones as "unknown", null as nothing', () => {
    expect(eventStatusLabel('Walk Over')).toBe('Walk Over');
    expect(eventStatusLabel('Interrupted')).toBe('Interrupted');
    expect(eventStatusLabel('Suspended')).toBe('unknown');
    expect(eventStatusLabel(null)).toBeNull();
    expect(eventStatusLabel(undefined)).toBeNull();
  });

  it('gives coarse ages and keeps unknown as null, never 0', () => {
    expect(coarseAge(0)).toBe('<1 min');
    expect(coarseAge(59)).toBe('<1 min');
    expect(coarseAge(61)).toBe('1 min');
    expect(coarseAge(null)).toBeNull();
  });
});

describe('momentumSeries', () => {
  it('runs the points-won difference over the last 20 points, from 0', () => {
    expect(momentumSeries([{ winner: 1 }, { winner: 2 }, { winner: null }, { winner: 1 }])).toEqual([
      0, 1, 0, 0, 1,
    ]);
    const many = Array.from({ length: 30 }, (_, i) => ({ winner: (i < 10 ? 2 : 1) as 1 | 2 }));
    const series = momentumSeries(many);
    expect(series).toHaveLength(21);
    expect(series.at(-1)).toBe(20);
  });
});

describe('makeRowMatch fixture', () => {
  it('is a row the contract accepts as is, without the ULTRA model fields', () => {
    const row = makeRowMatch({}, { stale: true, age_seconds: 240 });
    expect(() => WireMatch.parse(row)).not.toThrow();
    expect(row.score && 'win_probability_p1' in row.score).toBe(false);
  });
});

describe('known event statuses', () => {
  it("are the contract's list", () => {
    expect([...KNOWN_EVENT_STATUSES].sort()).toEqual([...EVENT_STATUSES].sort());
  });
});
