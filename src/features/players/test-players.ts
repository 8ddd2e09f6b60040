// Wire-shaped players for the players tests.
export function makePlayer(over: Record<string, unknown> = {}) {
  return {
    id: 7,
    name: 'Carlos Alcaraz',
    tour: 'atp',
    country: 'esp',
    ranking: 2,
    ranking_points: 9000,
    ranking_movement: 'up',
    hand: 'R',
    backhand: 2,
    birthday: '2003-05-05',
    is_doubles_team: false,
    data_completeness: { known: 5, of: 5, missing: [] },
    ...over,
  };
}
