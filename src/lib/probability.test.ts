import { describe, expect, it } from 'vitest';
import { formatProbability } from './probability';

describe('formatProbability', () => {
  it('rounds, but never to a certainty the value is not', () => {
    expect(formatProbability(0.62)).toBe('62%');
    expect(formatProbability(0.999999)).toBe('>99%');
    expect(formatProbability(0.995)).toBe('>99%');
    expect(formatProbability(0.000001)).toBe('<1%');
    expect(formatProbability(0.9996, 1)).toBe('>99.9%');
    expect(formatProbability(0.6234, 1)).toBe('62.3%');
  });

  it('shows certainty only when it is certain, and nothing for a missing value', () => {
    expect(formatProbability(1)).toBe('100%');
    expect(formatProbability(0)).toBe('0%');
    expect([null, undefined, Number.NaN].map((v) => formatProbability(v))).toEqual([null, null, null]);
  });
});
