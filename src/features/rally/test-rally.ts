// Fixtures shaped like the local service's answers (captured with curl).

export function rallyMatch(over: Record<string, unknown> = {}) {
  return {
    rally_match_id: 11018,
    source_id: '20251221-M-NextGen_Finals-F-Alexander_Blockx-Learner_Tien',
    match_id: null,
    date: '2025-12-21',
    tournament: 'NextGen Finals',
    round: 'F',
    surface: 'Hard',
    gender: 'M',
    best_of: 5,
    players: [
      { name: 'Alexander Blockx', hand: 'R' },
      { name: 'Learner Tien', hand: 'L' },
    ],
    points: 98,
    points_parsed: 0,
    rally_available: false,
    ...over,
  };
}

export const NO_SHOTS_DETAIL =
  "The Match Charting Project's shot-by-shot point files are not in the bundled data pack (4 MiB+ upstream), so `rally` is empty: no shot is ever synthesised.";

export function rallyDetail(over: Record<string, unknown> = {}) {
  return {
    ...rallyMatch(),
    meta: {
      limit: 50,
      offset: 0,
      count: 0,
      total: 98,
      has_more: false,
      rally_available: false,
      detail: NO_SHOTS_DETAIL,
    },
    rally: [],
    ...over,
  };
}

export function chartingMatch() {
  return {
    charting_match_id: 1,
    mcp_id: '19600529-M-Roland_Garros-F-Nicola_Pietrangeli-Luis_Ayala',
    gender: 'M',
    date: '1960-05-29',
    tournament: 'Roland Garros',
    round: 'F',
    surface: 'Clay',
    players: { p1: { name: 'Nicola Pietrangeli', hand: 'R' }, p2: { name: 'Luis Ayala', hand: 'R' } },
    families: {
      ServeInfluence: {
        split: 'row',
        p1: { '1': { pts: 56, 'won_1+': 46.4 }, '2': { pts: 27, 'won_1+': 55.6 } },
        p2: { '1': { pts: 57, 'won_1+': 42.1 }, '2': { pts: 28, 'won_1+': null } },
      },
    },
    meta: {
      families_in_pack: ['ServeInfluence'],
      percent_columns: 'ServeInfluence won_N+ values are percentages (73.7 means 73.7%).',
      detail: 'Per-match aggregate stats as charted.',
    },
  };
}
