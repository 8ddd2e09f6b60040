import { describe, expect, test } from 'vitest';
import { ChartingMatch, ChartingPlayer, ChartingPlayersQuery } from './charting';
import { queryError, queryValue } from './test-samples';

describe('charting', () => {
  test('player aggregate and charted match', () => {
    const p = ChartingPlayer.parse({
      player: { name: 'Roger Federer', gender: 'men' },
      matches_charted: 412,
      coverage: 'curated: concentrated on the majors',
      families: { serve_basics: { pts: 31000, aces: 3100 } },
    });
    expect(p.matches_charted).toBe(412);
    const m = ChartingMatch.parse({
      charting_match_id: 9001,
      mcp_id: '20190714-M-Wimbledon-F',
      gender: 'M',
      players: { p1: 'Novak Djokovic', p2: 'Roger Federer' },
      families: { overview: [{ set: 'Total', player: 1, aces: 10 }] },
    });
    expect(m.mcp_id).toContain('Wimbledon');
    expect(ChartingPlayer.safeParse({ ...p, matches_charted: 'many' }).success).toBe(false);
  });

  test('query: name of at least 3 characters, gender men|women', () => {
    expect(queryValue(ChartingPlayersQuery, { name: 'fed', gender: 'men' })).toEqual({
      name: 'fed',
      gender: 'men',
    });
    expect(queryError(ChartingPlayersQuery, {})?.error).toBe('bad_request');
    expect(queryError(ChartingPlayersQuery, { name: 'fe' })?.error).toBe('bad_request');
    expect(queryError(ChartingPlayersQuery, { name: 'federer', gender: 'M' })?.error).toBe('bad_gender');
  });
});
