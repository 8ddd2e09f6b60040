import { describe, expect, it } from 'vitest';
import type { Score } from '../../../contract/score';
import { makeLiveMatch } from './test-rows';
import { toTradeRow, withScore } from './trade-row';
import { sortRows } from './trade-sort';

const NOW = Date.parse('2026-06-01T12:00:00Z');

describe('toTradeRow', () => {
  it('computes edge only when model and market are both known', () => {
    const m = makeLiveMatch();
    expect(toTradeRow(m, m.score, { mid: 0.5, timestamp: null }, NOW).edge).toBeCloseTo(0.1);
    expect(toTradeRow(m, m.score, undefined, NOW).edge).toBeNull();
    expect(
      toTradeRow(m, { ...(m.score as Score), win_probability_p1: null }, { mid: 0.5, timestamp: null }, NOW)
        .edge,
    ).toBeNull();
  });

  it('keeps the score age and the price age apart and lets the score age grow between reads', () => {
    const m = makeLiveMatch();
    const score = {
      ...(m.score as Score),
      age_seconds: 5,
      accepted_at: new Date(NOW - 40_000).toISOString(),
    };
    const row = toTradeRow(m, score, { mid: 0.5, timestamp: new Date(NOW - 300_000).toISOString() }, NOW);
    expect(row.scoreAgeS).toBe(40);
    expect(row.priceAgeS).toBe(300);
  });
});

describe('sortRows', () => {
  it('ranks by absolute edge with unknown edges last', () => {
    const m = makeLiveMatch();
    const rows = [
      { ...toTradeRow({ ...m, id: 1 }, m.score, undefined, NOW) },
      { ...toTradeRow({ ...m, id: 2 }, m.score, { mid: 0.58, timestamp: null }, NOW) },
      { ...toTradeRow({ ...m, id: 3 }, m.score, { mid: 0.7, timestamp: null }, NOW) },
    ];
    expect(sortRows(rows, 'edge').map((r) => r.match.id)).toEqual([3, 2, 1]);
  });
});

describe('withScore', () => {
  it('recomputes probability, edge and danger from a newer live score, keeping the market quote', () => {
    const m = makeLiveMatch();
    const row = toTradeRow(m, m.score, { mid: 0.5, timestamp: null }, NOW);
    expect(withScore(row, row.score, NOW)).toBe(row);
    const next = withScore(
      row,
      { ...(m.score as Score), win_probability_p1: 0.8, danger: 0.4, sequence: 6 },
      NOW,
    );
    expect([next.probability, next.mid, next.danger]).toEqual([0.8, 0.5, 0.4]);
    expect(next.edge).toBeCloseTo(0.3);
  });
});
