import { describe, expect, it } from 'vitest';
import { marketSourceWords } from './market-source-words';

describe('marketSourceWords', () => {
  it('says the source in words, never its code', () => {
    expect(marketSourceWords('simulated_market')).toBe('simulated market');
    expect(marketSourceWords('some_new_feed')).toBe('unknown');
    expect(marketSourceWords(null)).toBeNull();
  });
});
