import type { Match } from '../../api/match-types';
import type { SlateMatch } from './slate-match';

// Fixtures shared by the slate's tests; shaped like the service's wire rows.
export function makeMatch(over: Partial<Match> = {}): Match {
  return {
    id: 1,
    tournament: 'Roland Garros',
    tournament_id: '520',
    tour: 'atp',
    surface: 'clay',
    round: 'R16',
    status: 'live',
    players: {
      p1: { id: 10, name: 'Carlos Alcaraz', country: 'esp', ranking: 2 },
      p2: { id: 20, name: 'Jannik Sinner', country: 'ita', ranking: 1 },
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
      stale: false,
      age_seconds: 8,
    },
    ...over,
  };
}

/** A row with the fields the filters and header badges read. */
export function makeSlateMatch(over: Partial<SlateMatch> = {}): SlateMatch {
  return {
    ...makeMatch(),
    tier: 'grand_slam',
    indoor: false,
    draw: 'singles',
    gender: 'men',
    is_qualifying: false,
    has_market: true,
    has_analysis: false,
    ...over,
  };
}
