import type { CoverageRollup } from '../../../contract/coverage';
import type { HistoryMatch } from '../../../contract/history-matches';

// Fixtures shaped like the local service's answers (captured with curl), trimmed of extra fields.

function player(id: number, name: string, country: string | null) {
  return {
    id,
    name,
    tour: 'ATP',
    country,
    ranking: null,
    ranking_points: null,
    ranking_movement: null,
    hand: null,
    backhand: null,
    birthday: null,
    is_doubles_team: false,
    data_completeness: { known: null, of: null, missing: [] },
  };
}

export function makeHistoryMatch(over: Partial<HistoryMatch> = {}): HistoryMatch {
  return {
    id: 1004221,
    tournament: 'US Open',
    tour: 'atp',
    tournament_id: '143049',
    tier: 'grand_slam',
    tier_source: 'calendar',
    surface: 'hard',
    indoor: false,
    format: 'BO5',
    round: 'Round of 32',
    round_code: 'R32',
    is_qualifying: false,
    gender: 'men',
    status: 'completed',
    event_status: null,
    event_status_updated_at: null,
    is_doubles: false,
    draw: 'singles',
    scheduled_time: '2026-11-21T22:00:00.000Z',
    live_at: '2026-11-21T22:03:00.000Z',
    players: { p1: player(101, 'Casper Ruud', 'nor'), p2: player(102, 'Tommy Paul', 'usa') },
    score: {
      sets: [3, 1],
      games: [
        [6, 4, 6, 6],
        [3, 6, 2, 4],
      ],
      points: [null, null],
      server: null,
      is_tiebreak: false,
      timestamp: '2026-11-22T01:00:00.000Z',
      accepted_at: '2026-11-22T01:00:00.000Z',
      sequence: 240,
      age_seconds: 90,
      stale: false,
      observed_age_seconds: 90,
      sources_count: 0,
      changing_sources_count: 0,
      corroborated: true,
      corroborated_age_seconds: 80,
      verdict: null,
    },
    winner: 1,
    outcome: 'completed',
    withdrew: null,
    result_restated_at: null,
    result_version: 1,
    has_analysis: true,
    has_market: true,
    tape: {
      coverage: 'from_start',
      points_complete: true,
      completeness: 1,
      starts_at_love: true,
      computed_at: '2026-11-21T03:00:00.000Z',
      rows: 240,
      reconstructed_rows: 0,
      model_rows: 239,
    },
    ...over,
  } as HistoryMatch;
}

/** A `GET /history/matches` page; `has_more` is the only end signal. */
export function historyPage(rows: HistoryMatch[], offset: number, limit: number, hasMore: boolean) {
  return {
    data: rows,
    meta: {
      limit,
      offset,
      count: 15191,
      total: null,
      has_more: hasMore,
      next_cursor: null,
      returned: rows.length,
    },
  };
}

export function makeCoverage(): CoverageRollup {
  return {
    as_of: '2026-11-22T02:32:59.964Z',
    built_at: '2026-11-22T02:32:59.964Z',
    ledger_max_computed_at: '2026-11-21T03:00:00.000Z',
    method:
      'Every completed match the service holds for January 2023 onward; share is point_complete / completed.',
    buckets: {
      atp_singles: {
        completed: 6535,
        any_tape: 6496,
        point_complete: 6301,
        complete_on_default_read: 6301,
        share: 0.9642,
      },
      itf_doubles: {
        completed: 200,
        any_tape: 40,
        point_complete: 7,
        complete_on_default_read: 5,
        share: 0.035,
      },
    },
    totals: {
      completed: 6735,
      any_tape: 6536,
      point_complete: 6308,
      complete_on_default_read: 6306,
      share: 0.9366,
    },
  };
}

/** A `GET /players` row (the catalogue), as the name filter reads it. */
export function catalogPlayer(id: number, name: string, country: string, tour = 'atp') {
  return {
    id,
    name,
    tour,
    country,
    ranking: null,
    ranking_points: null,
    ranking_movement: null,
    hand: null,
    backhand: null,
    birthday: null,
    is_doubles_team: false,
    data_completeness: { known: 2, of: 5, missing: [] },
  };
}
