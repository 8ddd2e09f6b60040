import { describe, expect, test } from 'vitest';
import { Fixture, FixtureList, FixturesQuery } from './fixtures';
import { queryError, queryValue } from './test-samples';

describe('fixtures', () => {
  test('a date-only fixture with an unresolved player', () => {
    const row = {
      id: 48990,
      event_date: '2026-09-22',
      start_time: null,
      player1_id: 2071,
      player2_id: null,
      player1_name: 'Tallon Griekspoor',
      player2_name: 'Qualifier',
      tour: 'atp',
      tournament: 'Stockholm Open',
      round: 'Round of 32',
      round_code: 'R32',
      surface: 'hard',
      status: 'scheduled',
    };
    expect(FixtureList.parse({ data: [row], meta: { count: 1 } }).data[0].player2_id).toBeNull();
    expect(Fixture.safeParse({ ...row, id: undefined }).success).toBe(false);
    expect(Fixture.safeParse({ ...row, start_time: 'tomorrow' }).success).toBe(false);
  });

  test('query', () => {
    expect(queryValue(FixturesQuery, { draw: 'singles' })).toEqual({ draw: 'singles', limit: 50, offset: 0 });
    expect(queryError(FixturesQuery, { tour: 'ATP' })?.error).toBe('bad_tour');
    expect(queryError(FixturesQuery, { draw: 'both' })?.error).toBe('bad_draw');
  });
});
