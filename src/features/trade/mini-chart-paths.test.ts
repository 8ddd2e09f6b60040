import { describe, expect, it } from 'vitest';
import { miniChartPaths, yRange } from './mini-chart-paths';

describe('miniChartPaths', () => {
  it('draws nothing without readings or without a size', () => {
    const s = { model: [{ t: 0, p: 0.5 }], market: [], lastSequence: null };
    expect(miniChartPaths(100, 40, { model: [], market: [], lastSequence: null }).model).toBe('');
    expect(miniChartPaths(0, 40, s).dot).toBeNull();
  });

  it('draws the model left to right with the newest reading dotted, higher probability higher up', () => {
    const s = {
      model: [
        { t: 0, p: 0.4 },
        { t: 10, p: 0.6 },
      ],
      market: [],
      lastSequence: null,
    };
    const paths = miniChartPaths(106, 46, s);
    const [start, end] = paths.model.split('L').map((part) => part.replace('M', '').split(' ').map(Number));
    expect(start[0]).toBe(3);
    expect(end[0]).toBe(103);
    expect(end[1]).toBeLessThan(start[1]);
    expect(paths.dot).toEqual({ x: end[0], y: end[1] });
    // 40%–60% straddles the 50% line.
    expect(paths.guide).toMatch(/^M0 \d/);
  });

  it('steps the market mid: a price holds until the next tick', () => {
    const s = {
      model: [],
      market: [
        { t: 0, mid: 0.7 },
        { t: 5, mid: 0.8 },
      ],
      lastSequence: null,
    };
    const { market, guide } = miniChartPaths(100, 40, s);
    expect(market).toMatch(/^M3 [\d.]+H[\d.]+V[\d.]+H[\d.]+$/);
    expect(guide).toBe('');
  });
});

describe('yRange', () => {
  it('fits the data but never narrower than 10 pp', () => {
    const [lo, hi] = yRange([0.92, 0.97]);
    expect(lo).toBeGreaterThan(0.85);
    expect(hi).toBeLessThanOrEqual(1);
    expect(hi - lo).toBeGreaterThanOrEqual(0.1 - 1e-9);
  });
});
