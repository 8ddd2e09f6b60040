import { describe, expect, it } from 'vitest';
import { americanOdds, decimalOdds, formatEdge, formatOdds, fractionalOdds } from './odds-format';

describe('odds formats', () => {
  it('decimal odds follow the exchange ladder precision', () => {
    expect(decimalOdds(0.62)).toBe('1.61');
    expect(decimalOdds(0.2)).toBe('5.0');
    expect(decimalOdds(0.02)).toBe('50');
  });
  it('fractional odds pick the nearest bookmaker fraction', () => {
    expect(fractionalOdds(0.5)).toBe('Evens');
    expect(fractionalOdds(0.62)).toBe('8/13');
    expect(fractionalOdds(0.2)).toBe('4/1');
  });
  it('american odds sign favourites negative and outsiders positive', () => {
    expect(americanOdds(0.62)).toBe('−163');
    expect(americanOdds(0.25)).toBe('+300');
  });
  it('a missing or certain price is absent in every format, never 0', () => {
    for (const f of ['probability', 'decimal', 'fractional', 'american'] as const) {
      expect(formatOdds(null, f)).toBeNull();
    }
    expect(decimalOdds(1)).toBeNull();
    expect(formatOdds(0.999999, 'probability')).toBe('>99%');
  });
  it('edge is signed percentage points and never reads −0.0', () => {
    expect(formatEdge(0.64, 0.617)).toBe('+2.3 pp');
    expect(formatEdge(0.6, 0.6004)).toBe('0.0 pp');
    expect(formatEdge(0.5, 0.55)).toBe('−5.0 pp');
    expect(formatEdge(null, 0.5)).toBeNull();
  });
});
