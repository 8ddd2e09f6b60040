import { describe, expect, it } from 'vitest';
import type { MatchFormat, ScoreState, Side } from '../../contract/markov/score-state';
import {
  applyPoint,
  displayPoints,
  gameJustEnded,
  initialState,
  isBreakPoint,
  isMatchPoint,
  isSetPoint,
  setJustEnded,
  setPointFor,
} from './scoring';

const BO3: MatchFormat = { bestOf: 3, finalSet: 'advantage', deciderIsMatchTiebreak: false, noAd: false };
const BO5: MatchFormat = { ...BO3, bestOf: 5 };
const MIXED: MatchFormat = { bestOf: 3, finalSet: 'tiebreak10', deciderIsMatchTiebreak: true, noAd: true };

/** Plays a string of point winners such as '1121'. */
function play(state: ScoreState, format: MatchFormat, seq: string): ScoreState {
  let s = state;
  for (const c of seq) s = applyPoint(s, format, c === '1' ? 1 : 2);
  return s;
}

/** Gives `side` n games to love. */
function games(state: ScoreState, format: MatchFormat, side: Side, n: number): ScoreState {
  return play(state, format, String(side).repeat(4 * n));
}

/** Reaches 6-6 in the current set by trading love games. */
function toSixAll(state: ScoreState, format: MatchFormat): ScoreState {
  let s = state;
  for (let k = 0; k < 6; k++) s = games(games(s, format, 1, 1), format, 2, 1);
  return s;
}

const score = (s: ScoreState): string => s.games[0].map((g, k) => `${g}-${s.games[1][k]}`).join(' ');

describe('games', () => {
  it('counts 15/30/40 and deuce/advantage', () => {
    let s = initialState(BO3, 1);
    expect(displayPoints(s)).toEqual(['0', '0']);
    s = play(s, BO3, '12');
    expect(displayPoints(s)).toEqual(['15', '15']);
    s = play(s, BO3, '1122');
    expect(displayPoints(s)).toEqual(['40', '40']);
    s = play(s, BO3, '1');
    expect(displayPoints(s)).toEqual(['AD', '40']);
    s = play(s, BO3, '2');
    expect(displayPoints(s)).toEqual(['40', '40']);
    s = play(s, BO3, '2');
    expect(displayPoints(s)).toEqual(['40', 'AD']);
    const before = s;
    s = play(s, BO3, '2');
    expect(gameJustEnded(before, s)).toBe(true);
    expect(s.games).toEqual([[0], [1]]);
    expect(s.points).toEqual([0, 0]);
    expect(s.server).toBe(2);
  });

  it('long deuce games stay a normal game', () => {
    const s = play(initialState(BO3, 1), BO3, `111222${'12'.repeat(20)}`);
    expect(displayPoints(s)).toEqual(['40', '40']);
    expect(play(s, BO3, '11').games).toEqual([[1], [0]]);
  });

  it('no-ad: the point at deuce decides the game', () => {
    const noAd: MatchFormat = { ...BO3, noAd: true };
    const s = play(initialState(noAd, 1), noAd, '111222');
    expect(displayPoints(s)).toEqual(['40', '40']);
    expect(isBreakPoint(s, noAd)).toBe(true);
    const after = play(s, noAd, '2');
    expect(after.games).toEqual([[0], [1]]);
    expect(play(s, BO3, '2').games).toEqual([[0], [0]]);
  });

  it('alternates the server every game', () => {
    let s = initialState(BO3, 2);
    const servers: Side[] = [];
    for (let k = 0; k < 4; k++) {
      servers.push(s.server);
      s = games(s, BO3, 1, 1);
    }
    expect(servers).toEqual([2, 1, 2, 1]);
  });
});

describe('sets and tiebreaks', () => {
  it('a set goes to 6 by two, else 7-5', () => {
    let s = games(initialState(BO3, 1), BO3, 1, 5);
    s = games(s, BO3, 2, 5);
    s = games(s, BO3, 1, 1);
    expect(s.sets).toEqual([0, 0]);
    const before = s;
    s = games(s, BO3, 1, 1);
    expect(setJustEnded(before, s)).toBe(true);
    expect(score(s)).toBe('7-5 0-0');
    expect(s.sets).toEqual([1, 0]);
  });

  it('plays a 7-point tiebreak at 6-6 with A, BB, AA... rotation and records 7-6', () => {
    let s = toSixAll(initialState(BO3, 1), BO3);
    expect(s.tiebreakTo).toBe(7);
    expect(s.server).toBe(1);
    expect(s.tiebreakFirstServer).toBe(1);
    const servers: Side[] = [];
    // 6-6 in points, then side 2 wins 8-6.
    for (const c of '121212121212') {
      servers.push(s.server);
      s = play(s, BO3, c);
    }
    expect(servers).toEqual([1, 2, 2, 1, 1, 2, 2, 1, 1, 2, 2, 1]);
    expect(displayPoints(s)).toEqual(['6', '6']);
    expect(isSetPoint(s, BO3)).toBe(false);
    s = play(s, BO3, '2');
    expect(setPointFor(s, BO3)).toBe(2);
    const before = s;
    s = play(s, BO3, '2');
    expect(setJustEnded(before, s)).toBe(true);
    expect(score(s)).toBe('6-7 0-0');
    expect(s.tiebreakTo).toBe(0);
    // Side 2 received first in the tiebreak, so it serves first in the next set.
    expect(s.server).toBe(2);
  });

  it('a tiebreak needs 7 points and a two-point lead', () => {
    let s = toSixAll(initialState(BO3, 2), BO3);
    s = play(s, BO3, '111111');
    expect(isBreakPoint(s, BO3)).toBe(false);
    expect(isSetPoint(s, BO3)).toBe(true);
    s = play(s, BO3, '1');
    expect(score(s)).toBe('7-6 0-0');
    expect(s.server).toBe(1);
  });

  it('Wimbledon 2019-2021: no tiebreak at 6-6 in the decider, 7-point tiebreak at 12-12 recorded 13-12', () => {
    const f: MatchFormat = { ...BO3, finalSet: 'tiebreak7at12' };
    let s = games(initialState(f, 1), f, 1, 6);
    s = games(s, f, 2, 6);
    expect(s.sets).toEqual([1, 1]);
    s = toSixAll(s, f);
    expect(s.tiebreakTo).toBe(0);
    s = toSixAll(s, f);
    expect(score(s)).toBe('6-0 0-6 12-12');
    expect(s.tiebreakTo).toBe(7);
    s = play(s, f, '2222222');
    expect(s.winner).toBe(2);
    expect(score(s)).toBe('6-0 0-6 12-13');
  });

  it('10-point tiebreak at 6-6 in the deciding set (2022+)', () => {
    const f: MatchFormat = { ...BO3, finalSet: 'tiebreak10' };
    let s = games(initialState(f, 1), f, 1, 6);
    s = games(s, f, 2, 6);
    s = toSixAll(s, f);
    expect(s.tiebreakTo).toBe(10);
    s = play(s, f, '1111111');
    expect(s.winner).toBeNull();
    s = play(s, f, '22222222');
    expect(displayPoints(s)).toEqual(['7', '8']);
    expect(isMatchPoint(s, f)).toBe(false);
    s = play(s, f, '11');
    expect(displayPoints(s)).toEqual(['9', '8']);
    expect(isMatchPoint(s, f)).toBe(true);
    s = play(s, f, '21');
    expect(displayPoints(s)).toEqual(['10', '9']);
    expect(s.winner).toBeNull();
    s = play(s, f, '1');
    expect(s.winner).toBe(1);
    expect(score(s)).toBe('6-0 0-6 7-6');
  });

  it('a non-deciding set still uses a 7-point tiebreak under tiebreak10', () => {
    const f: MatchFormat = { ...BO3, finalSet: 'tiebreak10' };
    const s = toSixAll(initialState(f, 1), f);
    expect(s.tiebreakTo).toBe(7);
  });

  it('match-tiebreak decider: 10 points from 0-0, recorded as a 1-0 set, no-ad games before', () => {
    let s = games(initialState(MIXED, 1), MIXED, 1, 6);
    s = games(s, MIXED, 2, 6);
    expect(s.sets).toEqual([1, 1]);
    expect(s.tiebreakTo).toBe(10);
    expect(score(s)).toBe('6-0 0-6 0-0');
    // Twelve games bring the rotation back to side 1, which opens the match tiebreak.
    expect(s.server).toBe(1);
    expect(s.tiebreakFirstServer).toBe(1);
    s = play(s, MIXED, '2'.repeat(9));
    expect(displayPoints(s)).toEqual(['0', '9']);
    s = play(s, MIXED, '2');
    expect(s.winner).toBe(2);
    expect(score(s)).toBe('6-0 0-6 0-1');
  });
});

describe('match end', () => {
  it('best of 3 ends after two sets', () => {
    let s = games(initialState(BO3, 1), BO3, 1, 6);
    s = games(s, BO3, 1, 5);
    expect(isMatchPoint(play(s, BO3, '111'), BO3)).toBe(true);
    s = games(s, BO3, 1, 1);
    expect(s.winner).toBe(1);
    expect(score(s)).toBe('6-0 6-0');
  });

  it('best of 5 needs three sets', () => {
    let s = games(initialState(BO5, 1), BO5, 1, 12);
    expect(s.winner).toBeNull();
    s = games(s, BO5, 2, 12);
    expect(s.sets).toEqual([2, 2]);
    s = games(s, BO5, 2, 6);
    expect(s.winner).toBe(2);
    expect(score(s)).toBe('6-0 6-0 0-6 0-6 0-6');
  });

  it('an advantage final set runs to 17-15', () => {
    let s = games(initialState(BO5, 1), BO5, 1, 12);
    s = games(s, BO5, 2, 12);
    for (let k = 0; k < 15; k++) s = games(games(s, BO5, 1, 1), BO5, 2, 1);
    expect(s.tiebreakTo).toBe(0);
    expect(score(s).endsWith('15-15')).toBe(true);
    s = games(s, BO5, 1, 1);
    expect(s.winner).toBeNull();
    s = games(s, BO5, 1, 1);
    expect(s.winner).toBe(1);
    expect(score(s)).toBe('6-0 6-0 0-6 0-6 17-15');
  });

  it('throws once the match is over and never mutates its input', () => {
    const start = initialState(BO3, 1);
    const snapshot = JSON.stringify(start);
    const done = games(start, BO3, 1, 12);
    expect(JSON.stringify(start)).toBe(snapshot);
    expect(done.winner).toBe(1);
    expect(() => applyPoint(done, BO3, 2)).toThrow();
    expect(isSetPoint(done, BO3)).toBe(false);
    expect(isBreakPoint(done, BO3)).toBe(false);
  });
});

describe('break points', () => {
  it('is a break point only when the receiver is one point from the game', () => {
    let s = play(initialState(BO3, 1), BO3, '222');
    expect(isBreakPoint(s, BO3)).toBe(true);
    s = play(s, BO3, '111');
    expect(isBreakPoint(s, BO3)).toBe(false);
    s = play(s, BO3, '2');
    expect(isBreakPoint(s, BO3)).toBe(true);
    s = play(s, BO3, '1');
    s = play(s, BO3, '1');
    expect(isBreakPoint(s, BO3)).toBe(false);
  });
});
