import { describe, expect, test } from 'vitest';
import { H2hQuery, HeadToHead } from './h2h';
import { queryError, queryValue } from './test-samples';

const h2h = () => ({
  players: { p1: { name: 'Rafael Nadal' }, p2: { name: 'Novak Djokovic' } },
  totals: { p1_wins: 29, p2_wins: 31, meetings: 60, undecided: 0 },
  by_surface: { clay: { p1: 20, p2: 9 }, unknown: { p1: 0, p2: 0 } },
  meetings: [
    {
      era: 'current',
      date: '2024-07-29',
      tournament: 'Olympics',
      round: 'R32',
      surface: 'clay',
      outcome: 'completed',
      winner: 2,
      match_id: 31002,
      round_code: 'R32',
    },
    {
      era: 'archive',
      date: '2006-06-05',
      tournament: 'Roland Garros',
      level: 'G',
      score: '6-4 6-4 RET',
      outcome: 'retired',
      winner: 1,
      archive_match_id: 512004,
    },
  ],
});

describe('head-to-head', () => {
  test('parses both eras; stats absent below ULTRA', () => {
    const r = HeadToHead.parse(h2h());
    expect(r.stats).toBeUndefined();
    expect(r.meetings.map((m) => m.era)).toEqual(['current', 'archive']);
  });

  test('ULTRA stats and no-match null players', () => {
    const stats = {
      archive_serve: { meetings_with_stats: 40, aces: 120 },
      current: { meetings_with_stats: 2 },
    };
    expect(
      HeadToHead.parse({ ...h2h(), stats: { p1: stats, p2: stats } }).stats?.p1.current.meetings_with_stats,
    ).toBe(2);
    const empty = {
      players: null,
      totals: { p1_wins: 0, p2_wins: 0, meetings: 0, undecided: 0 },
      meetings: [],
    };
    expect(HeadToHead.parse(empty).players).toBeNull();
    expect(HeadToHead.safeParse({ ...h2h(), totals: { ...h2h().totals, undecided: null } }).success).toBe(
      false,
    );
  });

  test('query', () => {
    expect(queryValue(H2hQuery, { p1: 'nadal', p2: 'djokovic' })).toEqual({ p1: 'nadal', p2: 'djokovic' });
    expect(queryError(H2hQuery, { p1: 'nadal' })).toMatchObject({
      error: 'bad_request',
      detail: expect.stringContaining('p2'),
    });
    expect(queryError(H2hQuery, { p1: 'na', p2: 'djokovic' })?.error).toBe('bad_request');
  });
});
