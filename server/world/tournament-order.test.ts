import { describe, expect, it } from 'vitest';
import { Catalogue } from './catalogue';
import { tournamentsInNameOrder } from './tournament-order';

const row = (name: string, season: number) => ({
  file: 'atp' as const,
  level: 'A',
  name,
  surface: 'Hard',
  season,
});

describe('tournamentsInNameOrder', () => {
  it('is catalogue.all() exactly, and follows every add', () => {
    const cat = new Catalogue([row('Zagreb', 2001), row('Adelaide', 2003), row('Äustria Open', 2002)]);
    expect(tournamentsInNameOrder(cat)).toEqual(cat.all());
    expect(tournamentsInNameOrder(cat)).toBe(tournamentsInNameOrder(cat));
    cat.add('atp', 'G', 'Basel', 'Hard', 2010, 'singles');
    expect(tournamentsInNameOrder(cat)).toEqual(cat.all());
    // A newer season of a known event replaces its view (same id): the kept copy must see it.
    cat.add('atp', 'M', 'Zagreb', 'Clay', 2011, 'singles');
    expect(tournamentsInNameOrder(cat)).toEqual(cat.all());
    expect(tournamentsInNameOrder(cat).find((t) => t.name === 'Zagreb')?.latest_season).toBe(2011);
  });
});
