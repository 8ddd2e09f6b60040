import { describe, expect, test } from 'vitest';
import { Tournament, TournamentList, TournamentsQuery } from './tournament';
import { queryError, queryValue } from './test-samples';

const stockholm = () => ({
  id: '2711',
  name: 'Stockholm Open',
  tour: 'atp',
  surface: 'hard',
  indoor: true,
  city: 'Stockholm',
  country: 'SE',
  category: 'atp_250',
  tier: 'atp_250',
  tier_source: 'calendar',
});

describe('Tournament', () => {
  test('parses a catalogue row and an uncatalogued team competition', () => {
    expect(Tournament.parse(stockholm()).country).toBe('SE');
    const team = {
      ...stockholm(),
      id: '9001',
      surface: null,
      city: null,
      country: null,
      category: null,
      tier: null,
      tier_source: null,
    };
    expect(TournamentList.parse({ data: [team], meta: { count: 1 } }).data[0].tier).toBeNull();
  });

  test('rejects a numeric id', () => {
    expect(Tournament.safeParse({ ...stockholm(), id: 2711 }).success).toBe(false);
  });

  test('query codes', () => {
    expect(queryValue(TournamentsQuery, { search: 'open', tier: 'atp_250' })).toEqual({
      search: 'open',
      tier: ['atp_250'],
      limit: 50,
      offset: 0,
    });
    expect(queryError(TournamentsQuery, { tour: 'utr' })?.error).toBe('bad_tour');
    expect(queryError(TournamentsQuery, { draw: 'mixed' })?.error).toBe('bad_draw');
    expect(queryError(TournamentsQuery, { tier: 'masters_1000' })).toMatchObject({
      error: 'bad_tier',
      bad: ['masters_1000'],
    });
  });
});
