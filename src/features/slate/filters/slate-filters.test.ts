import { describe, expect, it } from 'vitest';
import { makeSlateMatch } from '../test-matches';
import { applyFilters, readFilters } from './slate-filters';
import { tierLabel } from './slate-labels';

describe('slate filters', () => {
  const atp = makeSlateMatch({ id: 1 });
  const wtaQ = makeSlateMatch({
    id: 2,
    tour: 'wta',
    gender: 'women',
    is_qualifying: true,
    has_market: false,
  });
  const unknown = makeSlateMatch({ id: 3, is_qualifying: null, has_market: undefined });

  it('reads only known, non-empty filters from the URL', () => {
    expect(readFilters(new URLSearchParams('tour=wta&draw=&page=2'))).toEqual({ tour: 'wta' });
  });

  it('ANDs filters and never lets an unknown value pass a filter', () => {
    const rows = [atp, wtaQ, unknown];
    expect(applyFilters(rows, {}).map((m) => m.id)).toEqual([1, 2, 3]);
    expect(applyFilters(rows, { qualifying: 'false' }).map((m) => m.id)).toEqual([1]);
    expect(applyFilters(rows, { tour: 'wta', has_market: 'false' }).map((m) => m.id)).toEqual([2]);
    expect(applyFilters(rows, { has_market: 'true' }).map((m) => m.id)).toEqual([1]);
  });

  it("matches a country on either player's side", () => {
    expect(applyFilters([atp, wtaQ], { country: 'ita' }).map((m) => m.id)).toEqual([1, 2]);
    expect(applyFilters([atp], { country: 'fra' })).toEqual([]);
  });

  it('labels tiers, showing unknown ones as sent', () => {
    expect(tierLabel('atp_1000')).toBe('ATP 1000');
    expect(tierLabel('itf_w25')).toBe('ITF W25');
    expect(tierLabel('grand_slam')).toBe('Grand Slam');
    expect(tierLabel('hot_new_tier')).toBe('unknown');
    expect(tierLabel(null)).toBeNull();
  });
});
