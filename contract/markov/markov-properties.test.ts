import { describe, expect, it } from 'vitest';
import {
  anchorToPrice,
  matchProbabilityPreMatch,
  pointDanger,
  pointImportance,
  winProbability,
} from './markov';
import type { ScoreState, Side } from './score-state';
import { matchFormat as fmt, positionAt as position } from './test-positions';

const flip = (s: Side): Side => (s === 1 ? 2 : 1);

const STATES: ScoreState[] = [
  position([0, 0], [0, 0], [0, 0], 1),
  position([1, 0], [3, 4], [3, 3], 2),
  position([0, 1], [5, 4], [3, 4], 1),
  position([1, 1], [6, 6], [5, 6], 2, 7),
  position([2, 2], [10, 10], [0, 0], 1),
  position([2, 2], [11, 10], [3, 3], 2),
  position([2, 1], [4, 5], [1, 2], 1),
];

/** The same position seen from the other side of the net. */
function mirror(s: ScoreState): ScoreState {
  const other = (x: Side | null) => (x === null ? null : flip(x));
  return {
    ...s,
    sets: [s.sets[1], s.sets[0]],
    games: [s.games[1], s.games[0]],
    points: [s.points[1], s.points[0]],
    server: flip(s.server),
    tiebreakFirstServer: other(s.tiebreakFirstServer),
    winner: other(s.winner),
  };
}

describe('structural properties', () => {
  const f = fmt(5, 'advantage');
  const states = STATES;

  it('swapping the players gives 1 − P', () => {
    for (const s of states) {
      expect(winProbability(mirror(s), f, 0.58, 0.66) + winProbability(s, f, 0.66, 0.58)).toBeCloseTo(1, 12);
    }
  });

  it('is increasing in pServe1', () => {
    for (const s of states) {
      let prev = -1;
      for (let p = 0.4; p <= 0.8; p += 0.05) {
        const v = winProbability(s, f, p, 0.62);
        expect(v).toBeGreaterThan(prev);
        prev = v;
      }
    }
  });

  it('returns the decided result once there is a winner', () => {
    const s = { ...states[0], winner: 2 as Side };
    expect(winProbability(s, f, 0.7, 0.5)).toBe(0);
    expect(pointImportance(s, f, 0.7, 0.5)).toBe(0);
  });

  it('importance is positive and larger at 30-40 than at 40-0 on serve', () => {
    const at = (points: [number, number]) => position([1, 1], [3, 3], points, 1);
    const bp = pointImportance(at([2, 3]), f, 0.63, 0.63);
    const easy = pointImportance(at([3, 0]), f, 0.63, 0.63);
    expect(easy).toBeGreaterThan(0);
    expect(bp).toBeGreaterThan(easy);
    expect(pointDanger(at([2, 3]), f, 0.63, 0.63)).toBe(Math.abs(bp));
  });

  it('a winProbability call on a cached pair is cheap', () => {
    const s = position([2, 2], [9, 8], [1, 2], 2);
    winProbability(s, f, 0.66, 0.61);
    const n = 200_000;
    const t0 = performance.now();
    let sink = 0;
    for (let i = 0; i < n; i++) sink += winProbability(s, f, 0.66, 0.61);
    const us = ((performance.now() - t0) * 1000) / n;
    const t1 = performance.now();
    winProbability(s, f, 0.6612, 0.6101);
    const coldUs = (performance.now() - t1) * 1000;
    console.log(
      `winProbability: ${us.toFixed(2)} µs per cached call, ${coldUs.toFixed(0)} µs for a new pair`,
    );
    expect(sink).toBeGreaterThan(0);
    expect(us).toBeLessThan(100);
  });
});

describe('anchorToPrice', () => {
  for (const target of [0.15, 0.5, 0.83]) {
    it(`reproduces a price of ${target}`, () => {
      const f = fmt(5, 'tiebreak10');
      const a = anchorToPrice(f, 0.64, 0.6, target);
      const pre =
        (matchProbabilityPreMatch(f, a.pServe1, a.pServe2, 1) +
          matchProbabilityPreMatch(f, a.pServe1, a.pServe2, 2)) /
        2;
      expect(pre).toBeCloseTo(target, 9);
      expect(a.pServe1 - 0.64).toBeCloseTo(a.delta, 12);
      expect(0.6 - a.pServe2).toBeCloseTo(a.delta, 12);
    });
  }
});
