import { describe, expect, it } from 'vitest';
import { filtersFromUrl, filtersToUrl, requestParams } from './archive-filters';
import { levelLabel, roundLabel, seedLabel, tourLabel } from './archive-labels';

describe('archive filters', () => {
  it('reads the six filters from the URL, ignoring blanks and other parameters', () => {
    const url = new URLSearchParams('tour=wta&name=%20graf%20&from=&round=QF&level=G&page=3');
    expect(filtersFromUrl(url)).toEqual({ tour: 'wta', name: 'graf', round: 'QF', level: 'G' });
  });

  it('writes only filled fields back, trimmed', () => {
    expect(filtersToUrl({ name: '  evert ', tour: '', to: '1980-12-31' })).toEqual({
      name: 'evert',
      to: '1980-12-31',
    });
  });

  it('asks for the largest page the listing allows', () => {
    expect(requestParams({ name: 'borg' })).toEqual({ name: 'borg', limit: 200 });
  });
});

describe('archive labels', () => {
  it('shows values outside the vocabularies as "unknown" and missing ones as null', () => {
    expect(roundLabel('SF')).toBe('SF');
    expect(roundLabel('R256')).toBe('unknown');
    expect(roundLabel(null)).toBeNull();
    expect(tourLabel('wta')).toBe('WTA');
    expect(tourLabel('itf')).toBe('unknown');
    expect(levelLabel('G')).toBe('Grand Slam');
    // Navratilova's career splits into W (1,109 wins) and E (35): WTA files' codes, in words.
    expect(levelLabel('W')).toBe('WTA tour event');
    expect(levelLabel('E')).toBe('Exhibition');
    expect(levelLabel('XYZ')).toBe('unknown');
  });

  it('prints seed and entry as a draw does', () => {
    expect(seedLabel(3, 'Q')).toBe('(3, Q)');
    expect(seedLabel(null, 'WC')).toBe('(WC)');
    expect(seedLabel(null, null)).toBeNull();
  });
});
