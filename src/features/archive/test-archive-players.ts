// Shaped like the local service's answers to /history/archive/players and /history/archive/career.

export function makeBio(overrides: Record<string, unknown> = {}) {
  return {
    id: 100437,
    tour: 'atp',
    name: 'Bjorn Borg',
    hand: 'R',
    dob: '1956-06-06',
    country: 'swe',
    height_cm: 180,
    career_high_rank: 1,
    career_high_date: '1977-08-23',
    archive_matches: 800,
    ...overrides,
  };
}

export function bioList(rows: unknown[], total = rows.length) {
  return {
    data: rows,
    meta: {
      limit: 50,
      offset: 0,
      count: total,
      total,
      has_more: rows.length < total,
      career_high_basis: {
        weeks_available: [{ tour: 'atp', from: '1973-08-27', to: '1979-12-26' }],
        weeks_unavailable: [
          { tour: 'atp', from: '1980-01-01', to: '2023-12-31' },
          { tour: 'wta', from: '1990-01-01', to: '2023-12-31' },
        ],
        detail: 'Career-high rank is the best weekly rank in the ranking tables the data pack holds.',
      },
    },
  };
}

export function makeCareer(serve: Record<string, number | null> = {}) {
  return {
    player: { name: 'Dusan Lajovic', id: 105583, tour: 'atp' },
    span: { first: '2010-05-03', last: '2022-11-28' },
    record: {
      wins: 183,
      losses: 225,
      titles: 2,
      by_surface: { clay: { wins: 106, losses: 99 }, grass: { wins: 6, losses: 16 } },
      by_level: { A: { wins: 97, losses: 134 }, C: { wins: 14, losses: 5 } },
      walkovers: 1,
      matches: 409,
    },
    by_year: [
      { year: 2021, wins: 18, losses: 28 },
      { year: 2022, wins: 30, losses: 30 },
    ],
    serve: {
      matches_with_stats: 397,
      aces: 1454,
      double_faults: 694,
      serve_points: 31367,
      first_in: 20823,
      first_won: 14115,
      second_won: 5503,
      serve_games: 4876,
      bp_saved: 1658,
      bp_faced: 2762,
      first_in_pct: 0.6639,
      first_won_pct: 0.6779,
      second_won_pct: 0.5219,
      bp_saved_pct: 0.6003,
      aces_per_match: 3.6625,
      matches_with_stats_share: 0.973,
      ...serve,
    },
  };
}
