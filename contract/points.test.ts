import { describe, expect, test } from 'vitest';
import { LivePoint, MatchPoints, PointsQuery } from './points';
import { queryError, queryValue, samplePoint } from './test-samples';

const page = () => ({
  match_id: 48213,
  pbp_coverage: 'point',
  quality: 'clean',
  basis: 'live',
  covers_from_start: true,
  last_seq: 57,
  has_more: false,
  points: [samplePoint()],
  enrichment: { serve: 0.94, outcome: 0.61 },
});

describe('points', () => {
  test('parses a live page', () => {
    expect(MatchPoints.parse(page()).points[0].outcome).toBe('winner');
  });

  test('a reconstruction point has null ts, number, serve and outcome', () => {
    const p = { ...samplePoint(), seq: 1, ts: null, number: null, serve: null, outcome: null, winner: null };
    expect(LivePoint.parse(p).ts).toBeNull();
  });

  test('game coverage is an empty page, covers_from_start may be null', () => {
    const empty = { ...page(), pbp_coverage: 'game', points: [], last_seq: 0, covers_from_start: null };
    expect(MatchPoints.parse(empty).points).toEqual([]);
  });

  test('keeps extra fields, rejects wrong types', () => {
    expect((LivePoint.parse({ ...samplePoint(), rally: 9 }) as Record<string, unknown>).rally).toBe(9);
    expect(LivePoint.safeParse({ ...samplePoint(), seq: '57' }).success).toBe(false);
    expect(LivePoint.safeParse({ ...samplePoint(), serve: 3 }).success).toBe(false);
    expect(MatchPoints.safeParse({ ...page(), enrichment: { serve: 1.5, outcome: null } }).success).toBe(
      false,
    );
  });

  test('after_seq: default 0, bad_after_seq otherwise', () => {
    expect(queryValue(PointsQuery, {})).toEqual({ after_seq: 0 });
    expect(queryValue(PointsQuery, { after_seq: '57' })).toEqual({ after_seq: 57 });
    expect(queryError(PointsQuery, { after_seq: '-1' })?.error).toBe('bad_after_seq');
    expect(queryError(PointsQuery, { after_seq: '2.5' })?.error).toBe('bad_after_seq');
  });
});
