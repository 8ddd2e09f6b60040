import type { ArchiveMatch } from '../../../contract/archive';

// Shaped like the local service's answers (server/archive), including additive fields the contract
// lets through (`rank_points`, `has_tape`, meta `archive_span`).

type Side = ArchiveMatch['winner'] & { rank_points?: number | null };

export function makeSide(overrides: Partial<Side> = {}): Side {
  return {
    name: 'Dusan Lajovic',
    rank: 103,
    rank_points: 566,
    seed: 1,
    entry: null,
    player_id: 105583,
    hand: 'R',
    country: 'srb',
    height_cm: 183,
    age: 32.4,
    ...overrides,
  };
}

export function makeArchiveMatch(overrides: Partial<ArchiveMatch> & Record<string, unknown> = {}) {
  return {
    id: 3023120,
    source_id: 'atp:2022-2825:300',
    tour: 'atp',
    level: 'C',
    tournament: 'Maspalomas CH',
    surface: 'clay',
    draw_size: 32,
    event_date: '2022-11-28',
    round: 'F',
    best_of: 3,
    minutes: 86,
    winner: makeSide(),
    loser: makeSide({
      name: 'Steven Diez',
      rank: 348,
      rank_points: 140,
      seed: null,
      entry: 'WC',
      player_id: 105731,
      country: 'can',
      height_cm: 175,
      age: 31.7,
    }),
    score: '6-1 6-4',
    outcome: 'completed',
    ...overrides,
  };
}

/** `count` results with ids from `firstId` down, winner names numbered so rows are told apart. */
export function makeArchiveRows(count: number, from = 0) {
  return Array.from({ length: count }, (_, i) =>
    makeArchiveMatch({
      id: 3_000_000 + from + i,
      winner: makeSide({ name: `Winner ${from + i + 1}` }),
    }),
  );
}

/** A listing page as the service sends it. */
export function archivePage(rows: unknown[], offset: number, limit: number, total: number) {
  return {
    data: rows,
    meta: {
      limit,
      offset,
      count: total,
      total,
      has_more: offset + rows.length < total,
      archive_span: { first_season: 1968, last_season: 2022 },
    },
  };
}

/** The detail read: the row plus `stats` and `has_tape`. */
export function makeArchiveDetail(overrides: Record<string, unknown> = {}) {
  return makeArchiveMatch({
    stats: {
      winner: {
        aces: 0,
        double_faults: 0,
        serve_points: 48,
        first_in: 38,
        first_won: 30,
        second_won: 7,
        serve_games: 9,
        bp_saved: 0,
        bp_faced: 0,
      },
      loser: {
        aces: 0,
        double_faults: 1,
        serve_points: 54,
        first_in: 31,
        first_won: 18,
        second_won: 12,
        serve_games: 8,
        bp_saved: 3,
        bp_faced: 6,
      },
    },
    has_tape: false,
    ...overrides,
  });
}
