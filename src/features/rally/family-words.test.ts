import { describe, expect, it } from 'vitest';
import { familyReadingOrder, rowWords } from './family-words';

describe('charting row words', () => {
  it('names the KeyPoints totals as key points, not every serve or return point', () => {
    // The 2012 Wimbledon final: Federer's STotal is 53 key points on serve; he served 131 points.
    expect(rowWords('STotal')).toBe('All key points on serve');
    expect(rowWords('RTotal')).toBe('All key points on return');
  });
});

describe('charting family order', () => {
  it('reads the overview first and the key points after serve, return and rallies; unknown ones last', () => {
    // The service's order for the 2012 Wimbledon final put the key points before the overview.
    const sent = [
      'KeyPointsReturn',
      'KeyPointsServe',
      'NetPoints',
      'Overview',
      'Future',
      'Rally',
      'ServeBasics',
    ];
    expect(familyReadingOrder(sent)).toEqual([
      'Overview',
      'ServeBasics',
      'Rally',
      'KeyPointsServe',
      'KeyPointsReturn',
      'NetPoints',
      'Future',
    ]);
  });
});
