import { describe, expect, it } from 'vitest';
import { NO_MIDS, rowFigures } from './row-figures';

describe('rowFigures', () => {
  it('gives both figures for the model’s favourite, the market from that side’s own quote', () => {
    // "Murray 93% Mkt 6%": the model names p2, so the market figure must be p2's quote, not p1's.
    expect(rowFigures(0.25, { 1: 0.06, 2: 0.95 })).toEqual({ side: 2, model: 0.75, market: 0.95 });
    expect(rowFigures(0.62, { 1: 0.64, 2: 0.37 })).toEqual({ side: 1, model: 0.62, market: 0.64 });
  });

  it('never derives a side’s market figure from the other side’s quote', () => {
    expect(rowFigures(0.2, { 1: 0.18, 2: null })).toEqual({ side: 2, model: 0.8, market: null });
  });

  it('names the market’s favourite without a model, and p1 with neither', () => {
    expect(rowFigures(null, { 1: 0.3, 2: 0.71 })).toEqual({ side: 2, model: null, market: 0.71 });
    expect(rowFigures(undefined, { 1: null, 2: 0.4 })).toEqual({ side: 2, model: null, market: 0.4 });
    expect(rowFigures(null, NO_MIDS)).toEqual({ side: 1, model: null, market: null });
  });

  it('ignores values that are not probabilities', () => {
    expect(rowFigures(1.4, { 1: Number.NaN, 2: -1 })).toEqual({ side: 1, model: null, market: null });
  });
});
