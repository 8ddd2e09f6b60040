import { describe, expect, test } from 'vitest';
import { TAPE_COVERAGES } from './coverage';
import {
  HistoryMatch,
  HistoryMatchesQuery,
  HistoryMatchList,
  HistoryTape,
  TapeQuery,
} from './history-matches';
import { queryError, queryValue, sampleRetiredMatch } from './test-samples';

const tapeSummary = () => ({
  coverage: 'reconstructed',
  points_complete: true,
  completeness: 1,
  starts_at_love: true,
  computed_at: '2026-09-20T03:10:00Z',
});

const row = (over: Record<string, unknown> = {}) => ({
  sets: [0, 0],
  games: [[0], [0]],
  points: ['0', '0'],
  server: 1,
  is_tiebreak: false,
  timestamp: null,
  win_probability_p1: null,
  danger: null,
  sequence: null,
  accepted_at: null,
  ...over,
});

describe('history rows and tape', () => {
  test('a listing row with its tape summary, unmeasured fields null', () => {
    const m = HistoryMatch.parse({ ...sampleRetiredMatch(), tape: tapeSummary() });
    expect(m.tape.coverage).toBe('reconstructed');
    const unmeasured = {
      coverage: 'none',
      points_complete: null,
      completeness: null,
      starts_at_love: null,
      computed_at: null,
    };
    expect(
      HistoryMatchList.parse({ data: [{ ...sampleRetiredMatch(), tape: unmeasured }], meta: { count: 1 } }),
    ).toBeTruthy();
    expect(HistoryMatch.safeParse(sampleRetiredMatch()).success).toBe(false);
    expect(
      HistoryMatch.safeParse({ ...sampleRetiredMatch(), tape: { ...tapeSummary(), completeness: 1.2 } })
        .success,
    ).toBe(false);
  });

  test('a complete-points tape: point_winner on rows, meta.points.available_complete', () => {
    const t = HistoryTape.parse({
      match: sampleRetiredMatch(),
      tape: [row(), row({ points: ['15', '0'], point_winner: 1 })],
      tiebreaks: [null, { p1: 7, p2: 5 }],
      profiles: [{ win_probability_p1: 0.55, stage: 'pregame', created_at: '2026-09-19T12:00:00Z' }],
      meta: {
        match_id: 47002,
        coverage: 'reconstructed',
        point_source: 'reconstructed',
        model_rows: 0,
        points: { available_complete: true, complete: true, completeness: 1, basis: 'recon' },
        generated_at: '2026-09-20T10:00:00Z',
      },
    });
    expect(t.meta.points?.available_complete).toBe(true);
    expect(t.tape[1].point_winner).toBe(1);
  });

  test('an observed tape row carries a clock and model fields; the default read may omit meta.points', () => {
    const observed = row({
      timestamp: '2026-09-19T15:00:02Z',
      win_probability_p1: 0.52,
      danger: 0.1,
      sequence: 3,
      accepted_at: '2026-09-19T15:00:02Z',
    });
    const t = HistoryTape.parse({
      match: sampleRetiredMatch(),
      tape: [observed],
      tiebreaks: null,
      profiles: [],
      meta: { match_id: 47002, coverage: 'partial', point_source: 'observed', model_rows: 1 },
    });
    expect(t.meta.points).toBeUndefined();
    expect(HistoryTape.safeParse({ ...t, meta: { ...t.meta, points: { complete: true } } }).success).toBe(
      false,
    );
  });
});

describe('GET /history/matches query', () => {
  test('defaults and the shared filters', () => {
    expect(queryValue(HistoryMatchesQuery, {})).toEqual({ limit: 50, offset: 0 });
    expect(
      queryValue(HistoryMatchesQuery, { tour: 'wta', coverage: 'from_start', points_complete: 'true' }),
    ).toEqual({
      limit: 50,
      offset: 0,
      tour: 'wta',
      coverage: 'from_start',
      points_complete: true,
    });
  });

  test('codes', () => {
    expect(queryError(HistoryMatchesQuery, { coverage: 'full' })).toMatchObject({
      error: 'bad_coverage',
      allowed: [...TAPE_COVERAGES],
    });
    expect(queryError(HistoryMatchesQuery, { points_complete: 'maybe' })?.error).toBe('bad_points_complete');
    expect(queryError(HistoryMatchesQuery, { restated_since: '2026-09-22' })?.error).toBe(
      'bad_restated_since',
    );
    expect(
      queryValue(HistoryMatchesQuery, { restated_since: '2026-09-22T00:00:00+02:00' }).restated_since,
    ).toBe('2026-09-21T22:00:00.000Z');
    expect(queryError(HistoryMatchesQuery, { country: 'Ned' })?.error).toBe('bad_country');
    expect(queryError(HistoryMatchesQuery, { from: '2024-05-02', to: '2024-05-01' })?.error).toBe(
      'bad_window',
    );
    expect(queryError(HistoryMatchesQuery, { limit: '500' })?.error).toBe('bad_request');
  });
});

describe('GET /history/matches/{id} query', () => {
  test('defaults raw/default; codes', () => {
    expect(queryValue(TapeQuery, {})).toEqual({ sequence: 'raw', points: 'default' });
    expect(queryValue(TapeQuery, { points: 'complete' })).toEqual({ sequence: 'raw', points: 'complete' });
    expect(queryError(TapeQuery, { sequence: 'sorted' })?.error).toBe('bad_sequence');
    expect(queryError(TapeQuery, { points: 'all' })?.error).toBe('bad_points');
    expect(queryError(TapeQuery, { sequence: 'clean', points: 'complete' })?.error).toBe('bad_combination');
  });
});
