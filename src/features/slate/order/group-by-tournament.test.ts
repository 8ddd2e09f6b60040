import { describe, expect, it } from 'vitest';
import { makeMatch } from '../test-matches';
import { groupByTournament } from './group-by-tournament';

describe('groupByTournament', () => {
  it('groups by id in order of first appearance', () => {
    const groups = groupByTournament([
      makeMatch({ id: 1, tournament_id: '1', tournament: 'B' }),
      makeMatch({ id: 2, tournament_id: '2', tournament: 'A' }),
      makeMatch({ id: 3, tournament_id: '1', tournament: 'B' }),
    ]);
    expect(groups.map((g) => [g.tournament, g.matches.map((m) => m.id)])).toEqual([
      ['B', [1, 3]],
      ['A', [2]],
    ]);
  });

  it('keeps same-named events of different tours apart when ids are missing', () => {
    const groups = groupByTournament([
      makeMatch({ id: 1, tournament_id: null, tournament: 'Wimbledon', tour: 'atp' }),
      makeMatch({ id: 2, tournament_id: null, tournament: 'Wimbledon', tour: 'wta' }),
    ]);
    expect(groups).toHaveLength(2);
  });
});
