import { describe, expect, it } from 'vitest';
import { nextTournaments } from './next-tournaments';

describe('nextTournaments', () => {
  it('orders tournaments by their first start, leaving out those in play', () => {
    const m = (id: string | null, name: string, scheduled_time: string | null) => ({
      tournament_id: id,
      tournament: name,
      scheduled_time,
    });
    expect(
      nextTournaments(
        [
          m('1', 'Wimbledon', '2026-11-28T10:00:00Z'),
          m('2', 'Auckland', '2026-11-27T09:00:00Z'),
          m('1', 'Wimbledon', '2026-11-27T12:00:00Z'),
          m('3', 'US Open', '2026-11-26T08:00:00Z'),
          m('4', 'No date', null),
          m(null, 'Nowhere', '2026-11-26T08:00:00Z'),
        ],
        new Set(['3']),
      ),
    ).toEqual([
      { id: '2', name: 'Auckland', tour: null, first: '2026-11-27T09:00:00Z', matches: 1 },
      { id: '1', name: 'Wimbledon', tour: null, first: '2026-11-27T12:00:00Z', matches: 2 },
    ]);
  });
});
