import { describe, expect, it } from 'vitest';
import { barShares, better, countLine, rateLine } from './stat-lines';

describe('stat lines', () => {
  const firstIn = rateLine('first_serves_in_pct', 'First serves in', 'first_serves_in', 'first_serves_in_of');

  it('reads a rate as won/of with its percentage, working it out when only counts are sent', () => {
    expect(firstIn.read({ first_serves_in: 35, first_serves_in_of: 53 })).toEqual({
      value: 66,
      text: '35/53 (66%)',
    });
    expect(firstIn.read({ first_serves_in_pct: 70 })).toEqual({ value: 70, text: '70%' });
    expect(firstIn.read({ first_serves_in: 0, first_serves_in_of: 0 })).toEqual({ value: null, text: null });
  });

  it('keeps a real 0 and an absent count apart', () => {
    const aces = countLine('aces', 'Aces');
    expect(aces.read({ aces: 0 })).toEqual({ value: 0, text: '0' });
    expect(aces.read({})).toEqual({ value: null, text: null });
  });

  it('sizes rate bars against 100% and count bars against the pair', () => {
    expect(barShares(firstIn, { value: 66, text: '' }, { value: 50, text: '' })).toEqual([0.66, 0.5]);
    const aces = countLine('aces', 'Aces');
    expect(barShares(aces, { value: 3, text: '' }, { value: 1, text: '' })).toEqual([0.75, 0.25]);
    expect(barShares(aces, { value: 0, text: '' }, { value: null, text: null })).toEqual([0, 0]);
  });
});

describe('better', () => {
  it('marks the higher figure, or the lower where fewer is better, and none on a tie or an absent side', () => {
    const aces = countLine('aces', 'Aces');
    const dfs = countLine('double_faults', 'Double faults', true);
    const v = (value: number | null) => ({ value, text: null });
    expect(better(aces, v(5), v(11))).toBe(2);
    expect(better(dfs, v(0), v(2))).toBe(1);
    expect(better(dfs, v(2), v(2))).toBeNull();
    expect(better(aces, v(3), v(null))).toBeNull();
  });
});
