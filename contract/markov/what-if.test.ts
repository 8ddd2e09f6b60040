import { describe, expect, it } from 'vitest';
import { holdProbability, matchProbabilityPreMatch, winProbability } from './markov';
import type { MatchFormat, ScoreState } from './score-state';
import { positionAt as at, matchFormat as fmt } from './test-positions';
import { type WhatIfRow, whatIf } from './what-if';

const total = (r: WhatIfRow) => r.chance * r.ifWins + (1 - r.chance) * r.ifLoses;

const CASES: [string, ScoreState, MatchFormat][] = [
  ['first point, best of 3', at([0, 0], [0, 0], [0, 0], 1), fmt(3, 'tiebreak7')],
  ['deuce in set 2', at([1, 0], [3, 4], [3, 3], 2), fmt(3, 'tiebreak7')],
  ['advantage receiver at 5-4', at([0, 1], [5, 4], [3, 4], 1), fmt(5, 'tiebreak10')],
  ['6-5 serving for the set', at([0, 0], [6, 5], [1, 2], 1), fmt(3, 'tiebreak7')],
  ['5-6 serving to stay in the set', at([1, 0], [5, 6], [2, 0], 1), fmt(3, 'tiebreak7')],
  ['set tiebreak', at([1, 1], [6, 6], [5, 6], 2, 7), fmt(5, 'tiebreak7')],
  ['advantage decider at 10-10', at([2, 2], [10, 10], [0, 0], 1), fmt(5, 'advantage')],
  ['decider at 11-11 to a tiebreak at 12', at([2, 2], [11, 11], [3, 3], 2), fmt(5, 'tiebreak7at12')],
  ['ten-point decider tiebreak', at([1, 1], [6, 6], [4, 7], 1, 10), fmt(3, 'tiebreak10')],
  ['match tiebreak decider', at([1, 1], [0, 0], [3, 5], 2, 10), fmt(3, 'tiebreak10', true)],
];

describe('whatIf', () => {
  it('a 0.6 serve-point player holds 73.57% of games (published closed form)', () => {
    expect(holdProbability(0.6)).toBeCloseTo(0.7357, 4);
    const w = whatIf(at([0, 0], [0, 0], [0, 0], 1), fmt(3, 'tiebreak7'), 0.6, 0.6);
    expect(w?.game.chance).toBeCloseTo(0.7357, 4);
  });

  it('symmetric players are at 50% before the first point, whoever serves, in best of 3 and 5', () => {
    for (const bestOf of [3, 5] as const) {
      for (const server of [1, 2] as const) {
        const w = whatIf(at([0, 0], [0, 0], [0, 0], server), fmt(bestOf, 'advantage'), 0.63, 0.63);
        expect(w?.now).toBeCloseTo(0.5, 10);
      }
    }
  });

  it('from 40-0 the server wins the game 98.03% of the time at p = 0.6', () => {
    // 1 − q³(1 − D), D = p²/(p² + q²): only three lost points in a row to deuce can stop it.
    const w = whatIf(at([0, 0], [2, 2], [3, 0], 1), fmt(3, 'tiebreak7'), 0.6, 0.6);
    expect(w?.game.chance).toBeCloseTo(1 - 0.4 ** 3 * (1 - 0.36 / 0.52), 10);
  });

  it.each(CASES)('%s: each row splits the current probability exactly (total probability)', (_, s, f) => {
    const w = whatIf(s, f, 0.66, 0.61);
    expect(w).not.toBeNull();
    if (!w) return;
    const now = winProbability(s, f, 0.66, 0.61);
    expect(w.now).toBeCloseTo(w.server === 1 ? now : 1 - now, 12);
    for (const row of [w.point, w.game, w.set]) expect(total(row)).toBeCloseTo(w.now, 12);
  });

  it.each(CASES)('%s: winning is never worse than losing, and chances are probabilities', (_, s, f) => {
    const w = whatIf(s, f, 0.7, 0.58);
    for (const row of [w?.point, w?.game, w?.nextGame, w?.set]) {
      if (!row) continue;
      expect(row.ifWins).toBeGreaterThan(row.ifLoses);
      expect(row.chance).toBeGreaterThan(0);
      expect(row.chance).toBeLessThan(1);
    }
  });

  it('the next game splits the probability when the current game cannot end the match', () => {
    const s = at([1, 0], [3, 4], [3, 3], 2);
    const w = whatIf(s, fmt(3, 'tiebreak7'), 0.66, 0.61);
    expect(w?.nextGame).not.toBeNull();
    if (w?.nextGame) expect(total(w.nextGame)).toBeCloseTo(w.now, 12);
    // The next game is the receiver's service game: the server of now wins it by breaking.
    expect(w?.nextGame?.chance).toBeCloseTo(1 - holdProbability(0.66), 12);
  });

  it('the point row uses the server of the next point, also in a tiebreak (1, then 2-2)', () => {
    const f = fmt(3, 'tiebreak7');
    // 5-6 in the tiebreak: 11 points played, p1 opened it, so p1 serves point 12 (index 11).
    const s = at([0, 0], [6, 6], [5, 6], 1, 7);
    const w = whatIf(s, f, 0.7, 0.55);
    expect(w?.point.chance).toBeCloseTo(0.7, 12);
  });

  it('serving for the match: winning the game wins it, losing a match tiebreak decider loses it', () => {
    const w = whatIf(at([1, 0], [5, 3], [3, 0], 1), fmt(3, 'tiebreak7'), 0.62, 0.62);
    expect(w?.game.ifWins).toBe(1);
    expect(w?.set.ifWins).toBe(1);
    const mtb = whatIf(at([1, 1], [0, 0], [9, 8], 1, 10), fmt(3, 'tiebreak10', true), 0.6, 0.6);
    expect(mtb?.set).toMatchObject({ ifWins: 1, ifLoses: 0 });
    expect(mtb?.nextGame).toBeNull();
  });

  it('is null once the match is won', () => {
    const over: ScoreState = { ...at([2, 0], [0, 0], [0, 0], 1), winner: 1 };
    expect(whatIf(over, fmt(3, 'tiebreak7'), 0.6, 0.6)).toBeNull();
  });

  it('agrees with the pre-match probability at love all', () => {
    const f = fmt(5, 'tiebreak10');
    const w = whatIf(at([0, 0], [0, 0], [0, 0], 2), f, 0.68, 0.6);
    expect(w?.now).toBeCloseTo(1 - matchProbabilityPreMatch(f, 0.68, 0.6, 2), 12);
  });
});
