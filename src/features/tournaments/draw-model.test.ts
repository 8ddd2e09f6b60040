import { describe, expect, it } from 'vitest';
import { parseArchiveScore } from './archive-draw';
import { championOf, type DrawMatch, orderDraw } from './draw-model';

const m = (key: string, round: string, a: string, b: string, winner: 0 | 1 | null = 0): DrawMatch => ({
  key,
  round,
  sides: [
    { name: a, seed: null, entry: null, country: null },
    { name: b, seed: null, entry: null, country: null },
  ],
  winner,
  sets: [{ games: [6, 4], tiebreak: null }],
  status: 'completed',
  href: null,
  scheduled: null,
});

describe('orderDraw', () => {
  it('places every match between its two feeders, working back from the final', () => {
    // Given out of order, winner first: the bracket order comes from who met whom next.
    const rounds = orderDraw([
      m('sf2', 'SF', 'C', 'A'),
      m('qf4', 'QF', 'E', 'F'),
      m('f', 'F', 'C', 'E'),
      m('qf1', 'QF', 'A', 'B'),
      m('sf1', 'SF', 'E', 'G'),
      m('qf2', 'QF', 'C', 'D'),
      m('qf3', 'QF', 'G', 'H'),
    ]);
    expect(rounds.map((r) => r.round)).toEqual(['QF', 'SF', 'F']);
    expect(rounds[1].matches.map((x) => x.key)).toEqual(['sf2', 'sf1']);
    expect(rounds[0].matches.map((x) => x.key)).toEqual(['qf2', 'qf1', 'qf4', 'qf3']);
    expect(championOf(rounds)?.name).toBe('C');
  });

  it('turns a match the printed way up when only its lower player has a feeder', () => {
    const rounds = orderDraw([m('qf', 'QF', 'X', 'Y'), m('sf', 'SF', 'Z', 'X')]);
    const sf = rounds[1].matches[0];
    expect(sf.sides.map((s) => s.name)).toEqual(['X', 'Z']);
    expect(sf.winner).toBe(1);
  });

  it('keeps matches whose next round is not known yet, and no champion before the final', () => {
    const rounds = orderDraw([
      m('a', 'R16', 'P', 'Q'),
      m('b', 'R16', 'R', 'S', null),
      m('q', 'Q1', 'T', 'U'),
    ]);
    expect(rounds).toHaveLength(1);
    expect(rounds[0].matches.map((x) => x.key)).toEqual(['a', 'b']);
    expect(championOf(rounds)).toBeNull();
  });
});

describe('parseArchiveScore', () => {
  it('reads sets, tiebreak points, retirements and walkovers', () => {
    expect(parseArchiveScore('6-4 7-6(5)')).toEqual({
      sets: [
        { games: [6, 4], tiebreak: null, matchTiebreak: false },
        { games: [7, 6], tiebreak: 5, matchTiebreak: false },
      ],
      status: 'completed',
    });
    expect(parseArchiveScore('6-7(3) 2-1 RET').status).toBe('retired');
    expect(parseArchiveScore('W/O')).toEqual({ sets: [], status: 'walkover' });
    expect(parseArchiveScore('6-3 DEF').status).toBe('default');
    expect(parseArchiveScore(null).status).toBe('other');
  });

  it('reads what the one reader of published scores reads: a match tiebreak, "Played and unfinished", UNK', () => {
    // Federer d. Kyrgios, Laver Cup 2017: a match tiebreak instead of a third set.
    expect(parseArchiveScore('4-6 7-6(6) [11-9]')).toEqual({
      sets: [
        { games: [4, 6], tiebreak: null, matchTiebreak: false },
        { games: [7, 6], tiebreak: 6, matchTiebreak: false },
        { games: [11, 9], tiebreak: null, matchTiebreak: true },
      ],
      status: 'completed',
    });
    expect(parseArchiveScore('6-3 1-2 Played and unfinished')).toEqual({
      sets: [
        { games: [6, 3], tiebreak: null, matchTiebreak: false },
        { games: [1, 2], tiebreak: null, matchTiebreak: false },
      ],
      status: 'other',
    });
    expect(parseArchiveScore('UNK')).toEqual({ sets: [], status: 'other' });
    expect(parseArchiveScore('6-2 Ret.').status).toBe('retired');
  });
});
