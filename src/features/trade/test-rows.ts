import type { Match } from '../../../contract/match';

// Wire-shaped live rows for the trade tests; ULTRA fields are set, tests delete them to act out lower tiers.
export function makeLiveMatch(over: Partial<Match> = {}): Match {
  return {
    id: 1,
    tournament: 'Roland Garros',
    tour: 'atp',
    tournament_id: '520',
    tier: 'grand_slam',
    tier_source: 'official',
    surface: 'clay',
    indoor: false,
    format: null,
    round: 'R16',
    round_code: null,
    is_qualifying: false,
    gender: 'men',
    status: 'live',
    event_status: null,
    event_status_updated_at: null,
    is_doubles: false,
    draw: 'singles',
    scheduled_time: null,
    live_at: null,
    players: {
      p1: {
        id: 10,
        name: 'Carlos Alcaraz',
        tour: 'atp',
        country: 'esp',
        ranking: 2,
        ranking_points: null,
        ranking_movement: null,
      },
      p2: {
        id: 20,
        name: 'Jannik Sinner',
        tour: 'atp',
        country: 'ita',
        ranking: 1,
        ranking_points: null,
        ranking_movement: null,
      },
    },
    score: {
      sets: [1, 0],
      games: [
        [6, 3],
        [4, 2],
      ],
      points: ['30', '15'],
      server: 1,
      is_tiebreak: false,
      win_probability_p1: 0.6,
      danger: 0.1,
      timestamp: null,
      accepted_at: null,
      sequence: 5,
      age_seconds: 8,
      stale: false,
      observed_age_seconds: null,
      sources_count: null,
      changing_sources_count: null,
      corroborated: null,
      corroborated_age_seconds: null,
      verdict: null,
    },
    winner: null,
    outcome: null,
    result_restated_at: null,
    result_version: 1,
    has_analysis: true,
    has_market: true,
    ...over,
  } as Match;
}

/** A `/markets/{id}/prices` body quoting p1 at `mid`, observed `agoS` seconds before `nowMs`. */
export function makeMarket(mid: number, nowMs: number, agoS = 3) {
  const timestamp = new Date(nowMs - agoS * 1000).toISOString();
  return {
    id: 77,
    question: null,
    status: 'active',
    volume: null,
    liquidity: null,
    end_date: null,
    prices: [{ side: 1, mid, synthetic: false, timestamp }],
  };
}
