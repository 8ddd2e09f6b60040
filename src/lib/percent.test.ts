import { describe, expect, it } from 'vitest';
import { percentText } from './percent';

const plain = (decimals: number) => (r: number) => `${(r * 100).toFixed(decimals)}%`;

describe('percentText', () => {
  it('never rounds a value below 1 up to 100%, nor one above 0 down to 0%', () => {
    expect(percentText(0.999999, 0, plain(0))).toBe('>99%');
    expect(percentText(0.9996, 1, plain(1))).toBe('>99.9%');
    expect(percentText(0.0004, 1, plain(1))).toBe('<0.1%');
  });

  it('writes exact certainty and ordinary values as they are', () => {
    expect(percentText(1, 0, plain(0))).toBe('100%');
    expect(percentText(0, 1, plain(1))).toBe('0.0%');
    expect(percentText(0.625, 1, plain(1))).toBe('62.5%');
  });
});
