import type { HeadToHead } from '../../../contract/h2h';

// Shaped like the local service's answer for Federer v Nadal (GET /h2h, checked against contract/h2h).
export const FEDERER = 'Roger Federer';
export const NADAL = 'Rafael Nadal';

export function makeH2h(overrides: Partial<HeadToHead> & Record<string, unknown> = {}): HeadToHead {
  return {
    players: {
      p1: { name: FEDERER, tour: 'atp', archive_player_id: 103819 },
      p2: { name: NADAL, tour: 'atp', archive_player_id: 104745 },
    },
    totals: { p1_wins: 2, p2_wins: 1, meetings: 3, undecided: 1 },
    by_surface: { grass: { p1: 1, p2: 0 }, clay: { p1: 0, p2: 1 }, hard: { p1: 1, p2: 0 } },
    meetings: [
      {
        era: 'current',
        match_id: 9001,
        date: '2024-01-20',
        tournament: 'Australian Open',
        level: 'grand_slam',
        round: 'QF',
        round_code: 'QF',
        surface: 'hard',
        score: null,
        outcome: 'abandoned',
        winner: null,
      },
      {
        era: 'archive',
        archive_match_id: 1180644,
        date: '2019-07-01',
        tournament: 'Wimbledon',
        level: 'G',
        round: 'SF',
        surface: 'grass',
        score: '7-6(3) 1-6 6-3 6-4',
        outcome: 'completed',
        winner: 1,
      },
      {
        era: 'archive',
        archive_match_id: 1180347,
        date: '2019-05-27',
        tournament: 'Roland Garros',
        level: 'G',
        round: 'SF',
        surface: 'clay',
        score: '6-3 6-4 6-2',
        outcome: 'retired',
        winner: 2,
      },
      {
        era: 'archive',
        archive_match_id: 1179629,
        date: '2019-03-04',
        tournament: 'Indian Wells Masters',
        level: 'M',
        round: 'SF',
        surface: 'hard',
        score: 'W/O',
        outcome: 'walkover',
        winner: 1,
      },
    ],
    meta: { archive_meetings: 3, current_meetings: 1, replays_of_archived_meetings: 2, meetings_cap: 200 },
    ...overrides,
  } as HeadToHead;
}

const serve = (n: number) => ({
  meetings_with_stats: n,
  aces: 329,
  double_faults: 67,
  first_in_pct: 0.6288,
  first_won_pct: 0.7021,
  second_won_pct: 0.4968,
  bp_saved_pct: 0.5889,
});
const current = (n: number) => ({
  meetings_with_stats: n,
  aces: 0,
  winners: 0,
  serve_points_won_pct: null,
  return_points_won_pct: null,
  break_point_conversion: null,
});

/** The ULTRA `stats` block as the service sends it: no 2023+ meetings measured. */
export const ULTRA_STATS = {
  p1: { archive_serve: serve(40), current: current(0) },
  p2: { archive_serve: { ...serve(40), aces: 96, first_in_pct: null }, current: current(0) },
};

/** An archive result read (the 2019 Wimbledon semi-final as the service sends it) under another id. */
export function archiveResult(id: number, hasTape: boolean) {
  return {
    id,
    source_id: 'atp:2019-540:225',
    tour: 'atp',
    level: 'G',
    tournament: 'Wimbledon',
    surface: 'grass',
    draw_size: 128,
    event_date: '2019-07-01',
    round: 'SF',
    best_of: 5,
    minutes: 182,
    winner: { name: FEDERER, rank: 3, rank_points: 6620, seed: 2, entry: null, player_id: 103819 },
    loser: { name: NADAL, rank: 2, rank_points: 7945, seed: 3, entry: null, player_id: 104745 },
    score: '7-6(3) 1-6 6-3 6-4',
    outcome: 'completed',
    has_tape: hasTape,
  };
}
