import { describe, expect, test } from 'vitest';
import {
  ArchiveCareer,
  ArchiveCareerQuery,
  ArchiveMatch,
  ArchiveMatchesQuery,
  ArchivePlayerList,
  ArchivePlayersQuery,
  ArchiveTape,
} from './archive';
import { ROUND_CODES } from './common';
import { queryError, queryValue } from './test-samples';

const result = () => ({
  id: 880123,
  source_id: '2019-540-701',
  tour: 'atp',
  level: 'G',
  tournament: 'Wimbledon',
  surface: 'Grass',
  draw_size: 128,
  event_date: '2019-07-01',
  round: 'F',
  best_of: 5,
  minutes: 297,
  winner: {
    name: 'Novak Djokovic',
    rank: 1,
    seed: 1,
    player_id: 104925,
    hand: 'R',
    country: 'SRB',
    entry: null,
  },
  loser: { name: 'Roger Federer', rank: 3, seed: 2, player_id: 103819 },
  score: '7-6(5) 1-6 7-6(4) 4-6 13-12(3)',
  outcome: 'completed',
});

describe('archive', () => {
  test('a winner-first result; pre-1991 stats null', () => {
    expect(ArchiveMatch.parse(result()).winner.seed).toBe(1);
    expect(ArchiveMatch.parse({ ...result(), stats: null }).stats).toBeNull();
    expect(ArchiveMatch.safeParse({ ...result(), winner: 'Djokovic' }).success).toBe(false);
  });

  test('archive tape: winner-first match, empty profiles, archive_match_id in meta', () => {
    const t = ArchiveTape.parse({
      match: result(),
      tape: [
        {
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
          point_winner: null,
        },
      ],
      tiebreaks: [{ p1: 7, p2: 5 }, null, { p1: 7, p2: 4 }, null, { p1: 7, p2: 3 }],
      profiles: [],
      meta: {
        archive_match_id: 880123,
        coverage: 'reconstructed',
        point_source: 'reconstructed',
        model_rows: 0,
      },
    });
    expect(t.meta.archive_match_id).toBe(880123);
    expect(ArchiveTape.safeParse({ ...t, meta: { ...t.meta, archive_match_id: undefined } }).success).toBe(
      false,
    );
  });

  test('player bios and career aggregates', () => {
    const bios = ArchivePlayerList.parse({
      data: [
        {
          id: 104925,
          tour: 'atp',
          name: 'Novak Djokovic',
          career_high_rank: 1,
          career_high_date: '2011-07-04',
        },
      ],
      meta: { count: 1 },
    });
    expect(bios.data[0].career_high_rank).toBe(1);
    const career = ArchiveCareer.parse({
      player: { name: 'Bjorn Borg' },
      span: { first: '1972-04-10', last: '1983-03-28' },
      record: { wins: 654, losses: 140, titles: 66, by_surface: { Clay: { wins: 245, losses: 39 } } },
      by_year: [{ year: 1979, wins: 84, losses: 6 }],
      serve: { matches_with_stats: 0, aces: 0, first_in_pct: null },
    });
    expect(career.serve.matches_with_stats).toBe(0);
    expect(ArchiveCareer.safeParse({ serve: { matches_with_stats: 1, aces: '3' } }).success).toBe(false);
  });
});

describe('archive queries', () => {
  test('matches query values and codes', () => {
    expect(queryValue(ArchiveMatchesQuery, { tour: 'wta', round: 'Q', from: '2001-01-01' })).toEqual({
      tour: 'wta',
      round: 'Q',
      from: '2001-01-01',
      limit: 50,
      offset: 0,
    });
    expect(queryError(ArchiveMatchesQuery, { tour: 'itf' })?.error).toBe('bad_tour');
    expect(queryError(ArchiveMatchesQuery, { name: 'fe' })?.error).toBe('bad_request');
    expect(queryError(ArchiveMatchesQuery, { from: '2001-1-1' })?.error).toBe('bad_date');
    expect(queryError(ArchiveMatchesQuery, { to: '2001-01-01T00:00:00Z' })?.error).toBe('bad_date');
    expect(queryError(ArchiveMatchesQuery, { round: 'R256' })).toMatchObject({
      error: 'bad_request',
      allowed: [...ROUND_CODES],
    });
    expect(queryError(ArchiveMatchesQuery, { from: '2010-01-02', to: '2010-01-01' })?.error).toBe(
      'bad_window',
    );
  });

  test('players and career queries', () => {
    expect(queryValue(ArchivePlayersQuery, { name: 'borg' })).toEqual({ name: 'borg', limit: 50, offset: 0 });
    expect(queryError(ArchiveCareerQuery, {})?.error).toBe('bad_request');
    expect(queryValue(ArchiveCareerQuery, { name: 'Borg' })).toEqual({ name: 'Borg' });
  });
});
