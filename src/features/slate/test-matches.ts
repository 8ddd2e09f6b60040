import type { Match as WireMatch } from '../../../contract/match';
import type { Player as WirePlayer } from '../../../contract/player';
import type { Score as WireScore } from '../../../contract/score';
import { sampleMatch, samplePlayer } from '../../../contract/test-samples';
import type { Match, Player } from '../../lib/match-types';
import type { RowMatch } from './rows/row-match';
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

type RowOverrides = Partial<Omit<RowMatch, 'players'>> & { players?: { p1: Player; p2: Player } };

/**
 * A wire-complete live row as `GET /matches` sends it to a FREE key (it parses with the contract's
 * Match): every field of the contract except the ULTRA model fields, and no market embed (the listing
 * never carries one). `score` overrides single score fields.
 */
export function makeRowMatch(over: RowOverrides = {}, score: Partial<WireScore> = {}): RowMatch {
  const { players, ...rest } = over;
  const base = makeMatch();
  const named = players ?? base.players;
  const row: WireMatch = {
    ...(sampleMatch() as WireMatch),
    ...base,
    tier: 'grand_slam',
    tier_source: 'calendar',
    indoor: false,
    format: 'BO5',
    round_code: 'R16',
    is_qualifying: false,
    gender: 'men',
    event_status: null,
    event_status_updated_at: null,
    is_doubles: false,
    draw: 'singles',
    players: {
      p1: { ...(samplePlayer() as WirePlayer), ...named.p1 },
      p2: { ...(samplePlayer() as WirePlayer), ...named.p2 },
    },
    score: {
      ...(base.score as NonNullable<Match['score']>),
      games: [
        [6, 3],
        [4, 2],
      ],
      timestamp: '2026-11-21T12:00:00Z',
      accepted_at: '2026-11-21T11:59:52Z',
      sequence: 40,
      observed_age_seconds: 2,
      sources_count: 2,
      changing_sources_count: 1,
      corroborated: true,
      corroborated_age_seconds: 5,
      verdict: null,
      ...score,
    },
  };
  return { ...row, ...rest } as RowMatch;
}
