// Wire-shaped catalogue rows and matches for the tournaments tests.
export function makeTournament(over: Record<string, unknown> = {}) {
  return {
    id: '520',
    name: 'Roland Garros',
    tour: 'atp',
    surface: 'clay',
    indoor: false,
    city: 'Paris',
    country: 'fr',
    category: 'grand_slam',
    tier: 'grand_slam',
    tier_source: 'calendar',
    ...over,
  };
}

const player = (id: number, name: string) => ({
  id,
  name,
  tour: 'atp',
  country: 'esp',
  ranking: 2,
  ranking_points: 9000,
  ranking_movement: 'up',
  hand: 'R',
  backhand: 2,
  birthday: null,
  is_doubles_team: false,
  data_completeness: {},
});

export function makeWireMatch(over: Record<string, unknown> = {}) {
  return {
    id: 1,
    tournament: 'Roland Garros',
    tour: 'atp',
    tournament_id: '520',
    tier: 'grand_slam',
    tier_source: 'calendar',
    surface: 'clay',
    indoor: false,
    format: 'BO5',
    round: 'R16',
    round_code: 'R16',
    is_qualifying: false,
    gender: 'men',
    status: 'live',
    event_status: null,
    event_status_updated_at: null,
    is_doubles: false,
    draw: 'singles',
    scheduled_time: '2026-11-22T10:00:00Z',
    live_at: null,
    players: { p1: player(10, 'Carlos Alcaraz'), p2: player(20, 'Jannik Sinner') },
    score: null,
    winner: null,
    outcome: null,
    result_restated_at: null,
    result_version: 0,
    has_analysis: false,
    has_market: false,
    ...over,
  };
}
