import { describe, expect, test } from 'vitest';
import { Score, ScoreQuery, ScoreState } from './score';
import { queryError, queryValue, sampleScore, sampleWithheldScore } from './test-samples';

describe('Score', () => {
  test('parses a live ULTRA score and keeps extra model inputs in win_probability_meta', () => {
    const s = Score.parse(sampleScore());
    expect(s.win_probability_meta).toMatchObject({ market_anchored: true, prior_mid: 0.64 });
    expect(s.sequence).toBe(118);
  });

  test('parses a FREE score: model keys absent, games withheld, null points, a verdict', () => {
    const s = Score.parse(sampleWithheldScore());
    expect(s.games).toBeNull();
    expect(s.win_probability_p1).toBeUndefined();
    expect(s.verdict?.kind).toBe('withdrawn');
  });

  test('keeps unknown fields and unknown verdict kinds', () => {
    const s = Score.parse({ ...sampleWithheldScore(), replay: { source: 'slam-pbp' } }) as Record<
      string,
      unknown
    >;
    expect(s.replay).toEqual({ source: 'slam-pbp' });
    const v = { ...sampleWithheldScore().verdict, kind: 'quarantined' };
    expect(Score.safeParse({ ...sampleWithheldScore(), verdict: v }).success).toBe(true);
  });

  test('rejects wrong types and a missing documented field', () => {
    expect(Score.safeParse({ ...sampleScore(), sequence: '118' }).success).toBe(false);
    expect(Score.safeParse({ ...sampleScore(), server: 3 }).success).toBe(false);
    expect(Score.safeParse({ ...sampleScore(), timestamp: '2026-09-20 14:02:11' }).success).toBe(false);
    const { stale: _, ...withoutStale } = sampleScore();
    expect(Score.safeParse(withoutStale).success).toBe(false);
  });

  test('an empty games array is an answer (completed matches)', () => {
    expect(
      ScoreState.parse({ sets: [2, 0], games: [], points: [], server: null, is_tiebreak: false }).games,
    ).toEqual([]);
  });
});

describe('GET /matches/{id}/score query', () => {
  test('sequence is optional and an integer', () => {
    expect(queryValue(ScoreQuery, {})).toEqual({});
    expect(queryValue(ScoreQuery, { sequence: '41' })).toEqual({ sequence: 41 });
    expect(queryError(ScoreQuery, { sequence: 'last' })?.error).toBe('bad_sequence');
  });
});
