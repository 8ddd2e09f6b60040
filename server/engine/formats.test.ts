import { describe, expect, it } from 'vitest';
import { formatFor } from './formats';

describe('formatFor', () => {
  it('singles: men best of 5, women best of 3, advantage games', () => {
    expect(formatFor(2012, 'ausopen', 'singles', 'men')).toEqual({
      bestOf: 5,
      finalSet: 'advantage',
      deciderIsMatchTiebreak: false,
      noAd: false,
    });
    expect(formatFor(2012, 'ausopen', 'singles', 'women').bestOf).toBe(3);
  });

  it('final sets per slam and year', () => {
    const final = (year: number, slam: 'ausopen' | 'frenchopen' | 'usopen' | 'wimbledon') =>
      formatFor(year, slam, 'singles', 'men').finalSet;
    expect(final(2011, 'usopen')).toBe('tiebreak7');
    expect(final(2021, 'usopen')).toBe('tiebreak7');
    expect(final(2018, 'wimbledon')).toBe('advantage');
    expect(final(2019, 'wimbledon')).toBe('tiebreak7at12');
    expect(final(2021, 'wimbledon')).toBe('tiebreak7at12');
    expect(final(2018, 'ausopen')).toBe('advantage');
    expect(final(2019, 'ausopen')).toBe('tiebreak10');
    expect(final(2021, 'frenchopen')).toBe('advantage');
    for (const slam of ['ausopen', 'frenchopen', 'usopen', 'wimbledon'] as const) {
      expect(final(2022, slam)).toBe('tiebreak10');
    }
  });

  it('doubles: best of 3 except Wimbledon men (best of 5 to 2022, R64/R32 best of 3 in 2021)', () => {
    expect(formatFor(2019, 'usopen', 'doubles', 'men').bestOf).toBe(3);
    expect(formatFor(2019, 'wimbledon', 'doubles', 'women').bestOf).toBe(3);
    expect(formatFor(2019, 'wimbledon', 'doubles', 'men').bestOf).toBe(5);
    expect(formatFor(2022, 'wimbledon', 'doubles', 'men').bestOf).toBe(5);
    expect(formatFor(2021, 'wimbledon', 'doubles', 'men', 'R32').bestOf).toBe(3);
    expect(formatFor(2021, 'wimbledon', 'doubles', 'men', 'R16').bestOf).toBe(5);
    expect(formatFor(2023, 'wimbledon', 'doubles', 'men').bestOf).toBe(3);
    expect(formatFor(2021, 'usopen', 'doubles', 'women')).toEqual({
      bestOf: 3,
      finalSet: 'tiebreak7',
      deciderIsMatchTiebreak: false,
      noAd: false,
    });
  });

  it('mixed: no-ad match tiebreak except at Wimbledon', () => {
    for (const slam of ['ausopen', 'frenchopen', 'usopen'] as const) {
      expect(formatFor(2019, slam, 'mixed', null)).toEqual({
        bestOf: 3,
        finalSet: 'tiebreak10',
        deciderIsMatchTiebreak: true,
        noAd: true,
      });
    }
    expect(formatFor(2019, 'wimbledon', 'mixed', null)).toEqual({
      bestOf: 3,
      finalSet: 'tiebreak7at12',
      deciderIsMatchTiebreak: false,
      noAd: false,
    });
  });
});
