import { describe, expect, test } from 'vitest';
import { Player, PlayerDetail, PlayerList, PlayersQuery } from './player';
import { queryError, queryValue, samplePlayer, sampleTeam } from './test-samples';

describe('Player', () => {
  test('singles player and doubles team', () => {
    expect(Player.parse(samplePlayer()).backhand).toBe(1);
    expect(Player.parse(sampleTeam()).data_completeness.note).toContain('team');
  });

  test('detail carries stats with an as-of date', () => {
    const detail = {
      ...samplePlayer(),
      stats: {
        ratings: { elo: 1912, elo_hard: 1930 },
        season: [{ year: 2026, wins: 31, losses: 19 }],
        ratings_as_of: '2026-09-14',
      },
    };
    expect(PlayerDetail.parse(detail).stats.ratings_as_of).toBe('2026-09-14');
    expect(PlayerDetail.safeParse(samplePlayer()).success).toBe(false);
  });

  test('unknown movement values pass, wrong types fail', () => {
    expect(Player.safeParse({ ...samplePlayer(), ranking_movement: 'new' }).success).toBe(true);
    expect(Player.safeParse({ ...samplePlayer(), backhand: 3 }).success).toBe(false);
    expect(Player.safeParse({ ...samplePlayer(), ranking: '27' }).success).toBe(false);
  });

  test('list and query', () => {
    expect(
      PlayerList.parse({ data: [samplePlayer()], meta: { count: 1, limit: 50, offset: 0 } }).data,
    ).toHaveLength(1);
    expect(queryValue(PlayersQuery, { search: 'grie' })).toEqual({ search: 'grie', limit: 50, offset: 0 });
    expect(queryError(PlayersQuery, { search: ['a', 'b'] })?.error).toBe('bad_request');
    expect(queryError(PlayersQuery, { limit: '0' })?.error).toBe('bad_request');
  });
});
