import { describe, expect, it } from 'vitest';
import { firstReachedText, missingSpans } from './archive-player-bios';

// The basis the local service sends with every archive players read (its ranking files' spans).
const meta = {
  limit: 50,
  offset: 0,
  count: 1,
  total: 1,
  has_more: false,
  career_high_basis: {
    weeks_available: [
      { tour: 'atp', from: '1973-08-27', to: '2024-12-30' },
      { tour: 'wta', from: '1984-01-02', to: '2024-12-30' },
    ],
    weeks_unavailable: [
      { tour: 'atp', from: '1968-01-01', to: '1973-08-26' },
      { tour: 'wta', from: '1968-01-01', to: '1984-01-01' },
    ],
  },
} as unknown as Parameters<typeof missingSpans>[0];

describe('archive career highs and the lists behind them', () => {
  it('names the missing spans to the day, not as years that overlap the first list', () => {
    expect(missingSpans(meta)).toBe('ATP 1 Jan 1968 to 26 Aug 1973, WTA 1 Jan 1968 to 1 Jan 1984');
  });

  it("says 'by' the first list held, where the high may be older (Navratilova, No. 1 since 1978)", () => {
    expect(firstReachedText(meta, 'wta', '1984-01-02')).toBe('by 2 Jan 1984 (first list held)');
    // The same day on the other tour's lists is a real first.
    expect(firstReachedText(meta, 'atp', '1984-01-02')).toBe('2 Jan 1984');
    expect(firstReachedText(meta, 'atp', '1977-08-23')).toBe('23 Aug 1977');
    expect(firstReachedText(meta, 'atp', null)).toBeNull();
  });
});
