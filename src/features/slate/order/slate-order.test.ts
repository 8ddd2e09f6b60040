import { describe, expect, it } from 'vitest';
import { makeSlateMatch } from '../test-matches';
import { groupByTournament } from './group-by-tournament';
import { orderGroups, orderMatches, tierLevel } from './slate-order';

describe('slate order', () => {
  it('ranks tiers as a fan does, unknown ones last', () => {
    const tiers = ['itf_w25', 'atp_250', 'grand_slam', 'challenger_125', 'atp_1000', 'wta_500', 'atp_finals'];
    expect([...tiers].sort((a, b) => tierLevel(a) - tierLevel(b))).toEqual([
      'grand_slam',
      'atp_finals',
      'atp_1000',
      'wta_500',
      'atp_250',
      'challenger_125',
      'itf_w25',
    ]);
    expect(tierLevel('something_new')).toBe(7);
    expect(tierLevel(null)).toBe(7);
  });

  it('orders groups by level, then by matches in play, with interruptions below play', () => {
    const rows = [
      makeSlateMatch({ id: 1, tournament_id: 'c', tournament: 'Lyon', tier: 'challenger_100' }),
      makeSlateMatch({ id: 2, tournament_id: 'm', tournament: 'Rome', tier: 'atp_1000' }),
      makeSlateMatch({ id: 3, tournament_id: 'w', tournament: 'Madrid', tier: 'wta_1000' }),
      makeSlateMatch({
        id: 4,
        tournament_id: 'w',
        tournament: 'Madrid',
        tier: 'wta_1000',
        event_status: 'Interrupted',
      }),
      makeSlateMatch({ id: 5, tournament_id: 'w', tournament: 'Madrid', tier: 'wta_1000' }),
      makeSlateMatch({ id: 6, tournament_id: 'g', tournament: 'Wimbledon', tier: 'grand_slam' }),
    ];
    const groups = orderGroups(groupByTournament(rows));
    expect(groups.map((g) => [g.tournament, g.matches.map((m) => m.id)])).toEqual([
      ['Wimbledon', [6]],
      ['Madrid', [3, 5, 4]],
      ['Rome', [2]],
      ['Lyon', [1]],
    ]);
  });

  it('puts favourites in play above interrupted ones', () => {
    const rows = [
      makeSlateMatch({ id: 1, event_status: 'Interrupted' }),
      makeSlateMatch({ id: 2, tier: 'atp_250' }),
    ];
    expect(orderMatches(rows).map((m) => m.id)).toEqual([2, 1]);
  });
});
