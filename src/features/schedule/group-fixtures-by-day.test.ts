import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupFixturesByDay, UNDATED } from './group-fixtures-by-day';

const f = (id: number, start_time: string | null, event_date: string | null = null) => ({
  id,
  start_time,
  event_date,
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('groupFixturesByDay', () => {
  it('orders days, keeps service order inside a day and puts undated fixtures last', () => {
    const groups = groupFixturesByDay([
      f(1, null),
      f(2, null, '2026-11-25'),
      f(3, '2026-11-23T12:00:00Z'),
      f(4, '2026-11-23T13:00:00Z'),
    ]);
    expect(groups.map((g) => [g.day, g.fixtures.map((x) => x.id)])).toEqual([
      [expect.stringMatching(/^2026-11-2[34]$/), [3, 4]],
      ['2026-11-25', [2]],
      [UNDATED, [1]],
    ]);
  });
});
