import { describe, expect, it } from 'vitest';
import { inferServeProbabilities } from './infer-serve';
import { winProbability } from './markov';
import { formatFromWire, stateFromWire, type WireScoreLike } from './wire-state';

const wire = (over: Partial<WireScoreLike> = {}): WireScoreLike => ({
  sets: [1, 0],
  games: [
    [6, 2],
    [4, 3],
  ],
  points: ['40', 'AD'],
  server: 2,
  is_tiebreak: false,
  ...over,
});

describe('stateFromWire', () => {
  const bo3 = formatFromWire('BO3');

  it('reads 15/30/40/AD as point counts, advantage being one past 40', () => {
    expect(stateFromWire(wire(), bo3)).toMatchObject({
      sets: [1, 0],
      games: [
        [6, 2],
        [4, 3],
      ],
      points: [3, 4],
      server: 2,
      tiebreakTo: 0,
    });
  });

  it('reads a tiebreak running count, to 10 in a slam decider since 2022 and to 7 elsewhere', () => {
    const tb = wire({ sets: [1, 1], points: ['8', '7'], is_tiebreak: true });
    expect(stateFromWire(tb, bo3)?.tiebreakTo).toBe(7);
    expect(stateFromWire(tb, formatFromWire('BO3', { final_set: 'tiebreak10' }))?.points).toEqual([8, 7]);
    expect(stateFromWire(tb, formatFromWire('BO3', { final_set: 'tiebreak10' }))?.tiebreakTo).toBe(10);
    expect(
      stateFromWire({ ...tb, sets: [1, 0] }, formatFromWire('BO3', { final_set: 'tiebreak10' }))?.tiebreakTo,
    ).toBe(7);
  });

  it('is null when the score is withheld or malformed, never a love-all guess', () => {
    expect(stateFromWire(wire({ games: null }), bo3)).toBeNull();
    expect(stateFromWire(wire({ points: null }), bo3)).toBeNull();
    expect(stateFromWire(wire({ points: [null, '15'] }), bo3)).toBeNull();
    expect(stateFromWire(wire({ server: null }), bo3)).toBeNull();
    expect(stateFromWire(wire({ points: ['AD', '15'] }), bo3)).toBeNull();
    expect(stateFromWire(wire({ points: ['50', '15'] }), bo3)).toBeNull();
  });
});

describe('formatFromWire', () => {
  it('takes the stated rules over the listing, and a 7-point tiebreak when nothing is stated', () => {
    expect(formatFromWire('BO5')).toEqual({
      bestOf: 5,
      finalSet: 'tiebreak7',
      deciderIsMatchTiebreak: false,
      noAd: false,
    });
    expect(
      formatFromWire('BO5', {
        best_of: 3,
        final_set: 'tiebreak10',
        decider_match_tiebreak: true,
        no_ad: true,
      }),
    ).toEqual({ bestOf: 3, finalSet: 'tiebreak10', deciderIsMatchTiebreak: true, noAd: true });
    expect(formatFromWire(null, { final_set: 'sudden_death' }).finalSet).toBe('tiebreak7');
  });
});

describe('inferServeProbabilities', () => {
  const f = formatFromWire('BO5', { final_set: 'tiebreak10' });
  const s = stateFromWire(wire(), f);

  it.each([0.05, 0.31, 0.5, 0.87, 0.995])('reproduces a published %s from the current score', (target) => {
    if (!s) throw new Error('state');
    const p = inferServeProbabilities(s, f, target);
    expect(p.exact).toBe(true);
    expect(winProbability(s, f, p.pServe1, p.pServe2)).toBeCloseTo(target, 6);
    // One shift around the base: the pair stays symmetric about it.
    expect(p.pServe1 + p.pServe2).toBeCloseTo(1.28, 9);
  });

  it('says when a target is out of reach (a match all but decided)', () => {
    // p2 serves for the match at 2-0 sets, 5-0, 40-0: even a 99% server facing a 1% one trails.
    const late = stateFromWire(
      wire({
        sets: [0, 2],
        games: [
          [0, 0, 0],
          [6, 6, 5],
        ],
        points: ['0', '40'],
        server: 2,
      }),
      f,
    );
    if (!late) throw new Error('state');
    const p = inferServeProbabilities(late, f, 0.99);
    expect(p.exact).toBe(false);
    expect(p.pServe1).toBeCloseTo(0.99, 9);
    expect(inferServeProbabilities(late, f, 0.5).exact).toBe(true);
  });
});
