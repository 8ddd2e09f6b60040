import { describe, expect, it } from 'vitest';
import { liveTournaments } from './live-tournaments';

describe('liveTournaments', () => {
  it('lists the tournaments in play, most matches first, with when play began', () => {
    const m = (id: string | null, name: string, live_at: string | null) => ({
      tournament_id: id,
      tournament: name,
      live_at,
    });
    expect(
      liveTournaments([
        m('1', 'Wimbledon', '2026-11-26T10:00:00Z'),
        m('2', 'US Open', '2026-11-26T09:00:00Z'),
        m('2', 'US Open', '2026-11-26T08:00:00Z'),
        m(null, 'Nowhere', null),
      ]),
    ).toEqual([
      { id: '2', name: 'US Open', tour: null, draw: null, live: 2, since: '2026-11-26T08:00:00Z' },
      { id: '1', name: 'Wimbledon', tour: null, draw: null, live: 1, since: '2026-11-26T10:00:00Z' },
    ]);
  });
});
