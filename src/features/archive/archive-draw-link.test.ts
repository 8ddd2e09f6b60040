import { describe, expect, it } from 'vitest';
import type { Tournament } from '../../../contract/tournament';
import { archiveDrawHref } from './archive-draw-link';
import { makeArchiveDetail } from './test-archive';

const event = (id: string, name: string, tour: Tournament['tour'] = 'atp'): Tournament => ({
  id,
  name,
  tour,
  surface: 'grass',
  indoor: false,
  city: null,
  country: null,
  category: 'grand_slam',
  tier: null,
  tier_source: null,
});

describe('archiveDrawHref', () => {
  const wimbledon = makeArchiveDetail({ tournament: 'Wimbledon', tour: 'atp', event_date: '2008-06-23' });

  it("opens the Draw tab of the result's edition, the exact name first and within the tour", () => {
    const list = [
      event('9', 'Wimbledon', 'wta'),
      event('7', 'Wimbledon Qualifying'),
      event('520', 'Wimbledon'),
    ];
    expect(archiveDrawHref(wimbledon, list)).toBe('/tournaments/520?tab=draw&edition=2008');
  });

  it('matches names loosely (case, accents, punctuation) when no exact name is held', () => {
    const usOpen = makeArchiveDetail({ tournament: 'Us Open', tour: 'atp', event_date: '1990-08-27' });
    expect(archiveDrawHref(usOpen, [event('560', 'U.S. Open')])).toBeNull();
    const list = [event('762757', 'US Open Consolation'), event('560', "US Open — Men's Singles")];
    expect(archiveDrawHref(usOpen, list)).toBe('/tournaments/560?tab=draw&edition=1990');
  });

  it('gives no link when the catalogue holds no such event or the result has no date', () => {
    expect(archiveDrawHref(wimbledon, [event('1', 'Queens')])).toBeNull();
    expect(
      archiveDrawHref(makeArchiveDetail({ tournament: 'Wimbledon', event_date: null }), [
        event('520', 'Wimbledon'),
      ]),
    ).toBeNull();
  });
});
