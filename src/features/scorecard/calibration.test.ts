import { describe, expect, it } from 'vitest';
import { addForecasts, addMatch, emptyPair, emptyTally, scoreOf } from './calibration';
import { marketP1, modelForecasts, outcomeOf } from './extract';
import { engineStep, initialEngine, resultOf } from './scorecard-engine';

describe('calibration', () => {
  it('bins forecasts in tenths with counts, and scores Brier and log loss', () => {
    const t = addForecasts(emptyTally(), [0.05, 0.95, 0.95, 1], 1);
    const s = scoreOf(t);
    expect(s.bins.map((b) => b.count)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 3]);
    expect(s.bins[9].meanForecast).toBeCloseTo((0.95 + 0.95 + 1) / 3);
    expect(s.bins[9].observed).toBe(1);
    // An empty bin has no mean: absent, never 0.
    expect(s.bins[4]).toMatchObject({ count: 0, meanForecast: null, observed: null });
    expect(s.brier).toBeCloseTo((0.95 ** 2 + 0.05 ** 2 * 2 + 0) / 4);
    expect(s.logLoss).toBeCloseTo((-Math.log(0.05) - 2 * Math.log(0.95) - Math.log(1 - 1e-6)) / 4);
    expect(s.matches).toBe(1);
    expect(scoreOf(emptyTally())).toMatchObject({ n: 0, brier: null, logLoss: null });
  });

  it('scores the baseline on the same points with the pre-match value repeated', () => {
    const pair = addMatch(emptyPair(), [0.6, 0.8, 0.9], 0.6, 1);
    expect(pair.baseline.n).toBe(3);
    expect(scoreOf(pair.baseline).brier).toBeCloseTo(0.16);
    expect(scoreOf(pair.live).brier).toBeCloseTo((0.16 + 0.04 + 0.01) / 3);
  });
});

describe('reading a match', () => {
  it('scores only decided, completed matches', () => {
    expect(outcomeOf({ winner: 1, outcome: 'completed' })).toBe(1);
    expect(outcomeOf({ winner: 2, outcome: null })).toBe(0);
    expect(outcomeOf({ winner: 1, outcome: 'retired' })).toBeNull();
    expect(outcomeOf({ winner: null, outcome: 'completed' })).toBeNull();
  });

  it('takes the first stamped row as pre-match and leaves out the final state', () => {
    const rows = [0.55, null, 0.6, 0.7, 0.99].map((p) => ({ win_probability_p1: p }));
    expect(modelForecasts(rows)).toEqual({ pre: 0.55, live: [0.55, 0.6, 0.7] });
    expect(modelForecasts([{ win_probability_p1: 0.5 }])).toBeNull();
  });

  it('normalises the two mids, or uses the one side quoted', () => {
    expect(marketP1({ '1': { mid: 0.6 }, '2': { mid: 0.5 } })).toBeCloseTo(0.6 / 1.1);
    expect(marketP1({ '1': null, '2': { mid: 0.3 } })).toBeCloseTo(0.7);
    expect(marketP1({ '1': { mid: null }, '2': null })).toBeNull();
  });

  it('folds matches into the model and market scorecards, counting what it could not score', () => {
    let s = initialEngine();
    s = engineStep(s, {
      winner: 1,
      outcome: 'completed',
      tape: [0.6, 0.7, 1].map((p) => ({ win_probability_p1: p })),
      prices: [0.5, 0.65, 0.99].map((m) => ({ quotes: { '1': { mid: m }, '2': null } })),
    });
    s = engineStep(s, { winner: 2, outcome: 'walkover', tape: [], prices: [] });
    const r = resultOf(s);
    expect(r.model.live.n).toBe(2);
    expect(r.market.live.n).toBe(2);
    expect(r.market.baseline.bins[5].count).toBe(2);
    expect(r.unscored).toBe(1);
  });
});
