import { describe, expect, it } from 'vitest';
import { winProbability } from '../../contract/markov/markov';
import type { MatchDetail } from '../../contract/match';
import type { Score } from '../../contract/score';
import { sampleMatch } from '../../contract/test-samples';
import { modelInputsFor, rawServe } from './model-inputs';

const match = () => sampleMatch() as unknown as MatchDetail;

describe('modelInputsFor', () => {
  it('takes the anchored pair when the service gives it, else the raw one', () => {
    const m = match();
    const inputs = {
      p1_serve_points_won: 0.64,
      p2_serve_points_won: 0.62,
      p1_serve_points_won_anchored: 0.66,
      p2_serve_points_won_anchored: 0.6,
    };
    const score = { ...m.score, win_probability_meta: { inputs } } as Score;
    expect(modelInputsFor(m, score)).toMatchObject({ pServe1: 0.66, pServe2: 0.6, method: 'stated' });
    const raw = {
      ...m.score,
      win_probability_meta: { inputs: { ...inputs, p1_serve_points_won_anchored: null } },
    };
    expect(modelInputsFor(m, raw as Score)).toMatchObject({ pServe1: 0.64, pServe2: 0.62, method: 'stated' });
    expect(rawServe(score)).toEqual({ pServe1: 0.64, pServe2: 0.62 });
  });

  it('infers a pair that reproduces win_probability_p1 when none is given', () => {
    const m = match();
    const got = modelInputsFor(m, m.score);
    expect(got?.method).toBe('inferred');
    if (!got) return;
    expect(winProbability(got.state, got.format, got.pServe1, got.pServe2)).toBeCloseTo(0.71, 6);
  });

  it('is null without a score, with a withheld one, or without a probability to start from', () => {
    const m = match();
    expect(modelInputsFor(m, null)).toBeNull();
    expect(modelInputsFor(m, { ...m.score, games: null } as Score)).toBeNull();
    expect(modelInputsFor(m, { ...m.score, win_probability_p1: undefined } as Score)).toBeNull();
  });
});
