import { describe, expect, test } from 'vitest';
import { MatchStatistics } from './statistics';

const family = (coverage: string) => ({
  coverage,
  as_of: '2026-09-20T14:01:00Z',
  age_seconds: 12,
  describes: { games_p1: [6, 4], games_p2: [3, 2], total_games: 15 },
});

const stats = () => ({
  match_id: 48213,
  coverage: 'live',
  as_of: '2026-09-20T14:01:00Z',
  age_seconds: 10,
  games_counted: 14,
  tiebreak_games_excluded: 0,
  inconsistent_games_excluded: 1,
  sets_covered: [1, 2],
  freshness: { derived: family('live'), measured: family('live'), measured_divergence: null },
  players: {
    p1: {
      service_games_played: 8,
      service_games_won: 8,
      hold_pct: 100,
      break_pct: 33,
      measured: { aces: 7, double_faults: 0 },
    },
    p2: { service_games_played: 7, service_games_won: 5, hold_pct: null, measured: {} },
  },
});

describe('MatchStatistics', () => {
  test('a present 0 is a real zero and an absent measured field stays absent', () => {
    const s = MatchStatistics.parse(stats());
    expect(s.players?.p1.measured?.double_faults).toBe(0);
    expect(s.players?.p2.measured?.aces).toBeUndefined();
  });

  test('coverage none is a 200 with null players and a detail', () => {
    const none = {
      ...stats(),
      coverage: 'none',
      players: null,
      detail: 'nothing held',
      freshness: { derived: { ...family('none'), describes: null }, measured: family('none') },
    };
    expect(MatchStatistics.parse(none).players).toBeNull();
  });

  test('diverged carries the divergence', () => {
    const div = {
      ...stats(),
      freshness: {
        ...stats().freshness,
        measured: family('diverged'),
        measured_divergence: { reason: 'statistics ahead of score', delta_games: 2 },
      },
    };
    expect(MatchStatistics.parse(div).freshness.measured_divergence?.delta_games).toBe(2);
  });

  test('wrong types fail', () => {
    expect(MatchStatistics.safeParse({ ...stats(), sets_covered: ['1'] }).success).toBe(false);
    const badMeasured = { ...stats(), players: { ...stats().players, p1: { measured: { aces: 'seven' } } } };
    expect(MatchStatistics.safeParse(badMeasured).success).toBe(false);
  });
});
