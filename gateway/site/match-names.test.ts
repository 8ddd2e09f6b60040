import { describe, expect, it } from 'vitest';
import { MatchNames } from './match-names';

const match = (id: unknown, p1: unknown, p2: unknown) => ({
  id,
  players: { p1: { name: p1 }, p2: { name: p2 } },
});

describe('MatchNames', () => {
  it('learns the names of a list’s matches and of one match, the latest read winning', () => {
    const names = new MatchNames();
    names.heard({ data: [match(1, 'A', 'B'), match(2, 'C', 'D')], pagination: {} });
    names.heard({ ...match(3, 'E', 'F'), replay: { original_event: ' 2012 US Open ', original_date: 7 } });
    names.heard(match(1, 'A.', 'B.'));
    expect(names.get(1)).toEqual({ id: 1, p1: 'A.', p2: 'B.', replay: null });
    expect(names.get(2)).toEqual({ id: 2, p1: 'C', p2: 'D', replay: null });
    expect(names.get(3)).toEqual({ id: 3, p1: 'E', p2: 'F', replay: { event: '2012 US Open', date: null } });
    expect(names.get(4)).toBeNull();
  });

  it('ignores what is not a match with two names', () => {
    const names = new MatchNames();
    for (const body of [
      null,
      'x',
      { data: [null, match('5', 'A', 'B'), match(6, '', 'B'), match(7, 'A', 3)] },
    ])
      names.heard(body);
    names.heard({ id: 8, name: 'a player' });
    for (const id of [5, 6, 7, 8]) expect(names.get(id)).toBeNull();
  });

  it('shares only names it did not hold already: a polled list repeats them every time', () => {
    const saved: number[][] = [];
    const names = new MatchNames({ save: (ms) => saved.push(ms.map((m) => m.id)), load: async () => null });
    names.heard({ data: [match(1, 'A', 'B'), match(2, 'C', 'D')] });
    names.heard({ data: [match(1, 'A', 'B'), match(2, 'C', 'D')] });
    names.heard(match(2, 'C.', 'D'));
    expect(saved).toEqual([[1, 2], [2]]);
  });
});
