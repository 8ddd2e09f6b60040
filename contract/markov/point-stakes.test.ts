import { describe, expect, it } from 'vitest';
import { pointStakes } from './point-stakes';
import type { MatchFormat, ScoreState, Side } from './score-state';

const BO3: MatchFormat = { bestOf: 3, finalSet: 'tiebreak7', deciderIsMatchTiebreak: false, noAd: false };
const ADV5: MatchFormat = { bestOf: 5, finalSet: 'advantage', deciderIsMatchTiebreak: false, noAd: false };

function st(
  sets: [number, number],
  games: [number, number],
  points: [number, number],
  server: Side,
  tiebreakTo: 0 | 7 | 10 = 0,
): ScoreState {
  const done = sets[0] + sets[1];
  const pad = (mine: number) => Array.from({ length: done }, (_, i) => (i < mine ? 6 : 3));
  return {
    sets,
    games: [
      [...pad(sets[0]), games[0]],
      [...pad(sets[0]).map((g) => 9 - g), games[1]],
    ],
    points,
    tiebreakTo,
    server,
    tiebreakFirstServer: null,
    winner: null,
  };
}

describe('pointStakes', () => {
  it('15-40 on serve at 2-2 is a break point and nothing more', () => {
    expect(pointStakes(st([0, 0], [2, 2], [1, 3], 1), BO3)).toEqual({
      breakPoint: true,
      setPoint: null,
      matchPoint: null,
    });
  });

  it('40-30 is not a break point; advantage receiver is', () => {
    expect(pointStakes(st([0, 0], [2, 2], [3, 2], 1), BO3).breakPoint).toBe(false);
    expect(pointStakes(st([0, 0], [2, 2], [3, 4], 1), BO3).breakPoint).toBe(true);
    expect(pointStakes(st([0, 0], [2, 2], [3, 3], 1), BO3).breakPoint).toBe(false);
  });

  it('serving at 5-4 40-15 is a set point; at 5-5 it is not', () => {
    expect(pointStakes(st([0, 0], [5, 4], [3, 1], 1), BO3).setPoint).toBe(1);
    expect(pointStakes(st([0, 0], [5, 5], [3, 1], 1), BO3).setPoint).toBeNull();
  });

  it('a break point at 4-5 is a set point for the receiver, and a match point a set up', () => {
    expect(pointStakes(st([0, 0], [4, 5], [2, 3], 1), BO3)).toEqual({
      breakPoint: true,
      setPoint: 2,
      matchPoint: null,
    });
    expect(pointStakes(st([0, 1], [4, 5], [2, 3], 1), BO3).matchPoint).toBe(2);
  });

  it('in a tiebreak, 6-5 is a set point, 6-6 is not, and there are no break points', () => {
    expect(pointStakes(st([0, 0], [6, 6], [6, 5], 2, 7), BO3)).toEqual({
      breakPoint: false,
      setPoint: 1,
      matchPoint: null,
    });
    expect(pointStakes(st([0, 0], [6, 6], [6, 6], 2, 7), BO3).setPoint).toBeNull();
  });

  it('an advantage decider at 6-6 needs two games: 6-6 is no set point, 7-6 is', () => {
    expect(pointStakes(st([2, 2], [6, 6], [3, 0], 1), ADV5).setPoint).toBeNull();
    expect(pointStakes(st([2, 2], [7, 6], [3, 0], 1), ADV5)).toMatchObject({ setPoint: 1, matchPoint: 1 });
  });
});
