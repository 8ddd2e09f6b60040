import { describe, expect, test } from 'vitest';
import { RankingList, RankingsQuery, rankingsMode } from './rankings';
import { queryError, queryValue } from './test-samples';

const code = (input: Record<string, string | string[]>) => queryError(RankingsQuery, input)?.error;

describe('ranking records', () => {
  test('an Elo listing with coverage meta, an unlinked player and a UTR record', () => {
    const list = RankingList.parse({
      data: [
        {
          system: 'elo',
          player_id: null,
          player_name: 'Obscure Player',
          rating: 1712.4,
          rank: 88,
          points: null,
          matches: 45,
          surface: 'overall',
          effective_date: '2026-06-15',
        },
        { system: 'utr', player_id: 2071, rating: 15.2, rank: null, points: null },
      ],
      meta: {
        count: 2,
        limit: 50,
        offset: 0,
        coverage: {
          oldest_available: { elo: '1877-01-01', utr: '2026-06-01' },
          newest_available: { elo: '2026-06-15' },
          players_rated: 65622,
          players_linked: 3600,
          qualified: { activity_weeks: 52, min_matches: 20 },
          model: { publication_lag_days: 14, name: 'elo' },
        },
      },
    });
    expect(list.data[0].player_id).toBeNull();
    expect(RankingList.safeParse({ data: [], meta: { count: 0 } }).success).toBe(false);
    expect(
      RankingList.safeParse({
        data: [{ system: 'atp', player_id: 1, rating: null, rank: '1', points: 9000 }],
        meta: { count: 1, coverage: { oldest_available: {} } },
      }).success,
    ).toBe(false);
  });
});

describe('GET /rankings query', () => {
  test('listing and per-player values with defaults', () => {
    const listing = queryValue(RankingsQuery, {
      system: 'elo',
      tour: 'atp',
      surface: 'clay',
      as_of: '2019-06-01',
    });
    expect(listing).toEqual({
      system: ['elo'],
      tour: 'atp',
      surface: ['clay'],
      min_matches: 20,
      activity_weeks: 52,
      as_of: '2019-06-01',
      limit: 50,
      offset: 0,
    });
    expect(rankingsMode(listing)).toBe('listing');
    const perPlayer = queryValue(
      RankingsQuery,
      new URLSearchParams('player=2071&player=3310&system=atp&system=elo&surface=hard&surface=grass'),
    );
    expect(perPlayer.player).toEqual([2071, 3310]);
    expect(rankingsMode(perPlayer)).toBe('per_player');
    expect(code({ player: '2071' })).toBeUndefined();
  });

  test('field codes', () => {
    expect(queryError(RankingsQuery, { system: 'fide' })).toMatchObject({
      error: 'bad_request',
      allowed: expect.arrayContaining(['elo']),
    });
    expect(code({ player: 'x' })).toBe('bad_request');
    expect(code({ archive_player: Array.from({ length: 51 }, (_, i) => String(i)) })).toBe('bad_request');
    expect(code({ tour: 'itf' })).toBe('bad_tour');
    expect(code({ surface: 'carpet' })).toBe('bad_request');
    expect(code({ min_matches: '-3' })).toBe('bad_request');
    expect(code({ activity_weeks: '105' })).toBe('bad_request');
    expect(code({ as_of: '2019' })).toBe('bad_date');
  });

  test('cross-parameter rules', () => {
    expect(code({})).toBe('bad_request'); // listing needs exactly one system
    expect(code({ system: ['atp', 'wta'] })).toBe('bad_request');
    expect(code({ system: 'utr' })).toBe('bad_request');
    expect(code({ system: 'atp' })).toBeUndefined();
    expect(code({ system: 'elo' })).toBe('bad_tour');
    expect(code({ system: 'elo', tour: 'wta', surface: ['hard', 'clay'] })).toBe('bad_request');
    expect(code({ system: 'atp', surface: 'hard' })).toBe('bad_request');
    expect(code({ system: 'atp', min_matches: '5' })).toBe('bad_request');
    expect(code({ system: 'elo', tour: 'atp', player: '1', activity_weeks: '10' })).toBe('bad_request');
    expect(code({ archive_player: '104925', system: 'atp' })).toBe('bad_request');
    expect(code({ archive_player: '104925', system: 'elo' })).toBe('bad_tour');
    expect(code({ archive_player: '104925', system: 'elo', tour: 'atp' })).toBeUndefined();
  });
});
