import { describe, expect, it } from 'vitest';
import { rowWords } from './family-words';

describe('charting row words', () => {
  it('names the KeyPoints totals as key points, not every serve or return point', () => {
    // The 2012 Wimbledon final: Federer's STotal is 53 key points on serve; he served 131 points.
    expect(rowWords('STotal')).toBe('All key points on serve');
    expect(rowWords('RTotal')).toBe('All key points on return');
  });
});
