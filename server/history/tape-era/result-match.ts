import { ROUND_CODES } from '../../../contract/common';
import type { ResultRow } from '../../data/results';
import type { Side } from '../../../contract/markov/score-state';
import type { FaultState } from '../../faults/fault-state';
import type { PlayerView } from '../../world/roster';
import { levelFacts } from '../../world/tournament-levels';
import type { World } from '../../world/world';
import type { ResultEntry } from './result-corpus';

/** Who and where a real result was, resolved once against the roster and the catalogue. */
export interface ResultFacts {
  tour: string | null;
  tournamentId: string | null;
  /** The catalogue's name for that id (one name per id), else the name the row gives. */
  tournament: string;
  tier: string | null;
  gender: 'men' | 'women';
  p1: PlayerView;
  p2: PlayerView;
  /** Tournament start date (the data has no per-match day) as ms: the play-date filters read it. */
  playedMs: number;
}

const facts = new WeakMap<ResultEntry, ResultFacts>();
const SURFACES = new Set(['hard', 'clay', 'grass']);
const iso = (ms: number) => new Date(ms).toISOString();

/** The roster player behind a result's side: ATP and WTA id ranges overlap, so the tour must agree. */
function player(world: World, p: ResultRow['winner'], tour: 'atp' | 'wta'): PlayerView {
  const country = p.ioc ? p.ioc.toLowerCase() : null;
  const byId = world.roster.byFileId(tour, p.id);
  if (byId && byId.name === p.name) return byId;
  return world.roster.link(p.name, tour, country) ?? world.roster.unlinkedPlayer(p.name, tour, country);
}

/** The facts of one entry (cached: the listing filters every entry on every call). */
export function resultFacts(world: World, e: ResultEntry): ResultFacts {
  const known = facts.get(e);
  if (known) return known;
  const { row } = e;
  const level = levelFacts(row.tour, row.level);
  const w = player(world, row.winner, row.tour);
  const l = player(world, row.loser, row.tour);
  const t = world.catalogue.find(level.tour, 'singles', row.tourneyName);
  const f: ResultFacts = {
    tour: level.tour,
    tournamentId: t?.id ?? null,
    tournament: t?.name ?? row.tourneyName,
    tier: level.tier,
    gender: row.tour === 'atp' ? 'men' : 'women',
    p1: e.winnerSide === 1 ? w : l,
    p2: e.winnerSide === 1 ? l : w,
    playedMs: Date.parse(`${row.date}T00:00:00Z`),
  };
  facts.set(e, f);
  return f;
}

/** Final sets and games on the p1/p2 axis, straight from the published score. */
function finalScore(e: ResultEntry) {
  const flip = e.winnerSide === 2;
  const sets: [number, number] = [0, 0];
  const g1: number[] = [];
  const g2: number[] = [];
  for (const s of e.parsed.sets) {
    const [a, b] = flip ? [s.l, s.w] : [s.w, s.l];
    // A match tiebreak is published as a 1-0 set once played (live-surface.md, Score).
    if (s.matchTiebreak) {
      g1.push(a > b ? 1 : 0);
      g2.push(a > b ? 0 : 1);
    } else {
      g1.push(a);
      g2.push(b);
    }
  }
  const final = e.recon?.final;
  if (final) {
    sets[0] = final.sets[0];
    sets[1] = final.sets[1];
  }
  return { sets, games: [g1, g2] as [number[], number[]] };
}

const OUTCOME = {
  completed: 'completed',
  retired: 'retired',
  default: 'default',
  walkover: 'walkover',
} as const;
const EVENT_STATUS = { completed: null, retired: 'Retired', default: null, walkover: 'Walk Over' } as const;

/** The Match object of a real result: final score from the data, nothing observed live. */
export function resultMatchView(world: World, faults: FaultState, e: ResultEntry, now: number) {
  const f = resultFacts(world, e);
  const { row } = e;
  const ending = e.parsed.ending;
  const loserSide: Side = e.winnerSide === 1 ? 2 : 1;
  const restated = faults.latestRestatement(e.id);
  const shownRestatement = restated && restated.at <= now ? restated : undefined;
  const { sets, games } = finalScore(e);
  const surface = row.surface && SURFACES.has(row.surface) ? row.surface : null;
  return {
    id: e.id,
    tournament: f.tournament,
    tour: f.tour,
    tournament_id: f.tournamentId,
    tier: f.tier,
    tier_source: f.tier ? 'calendar' : null,
    surface,
    indoor: false,
    format: row.bestOf === 5 ? 'BO5' : 'BO3',
    round: row.round || null,
    round_code: (ROUND_CODES as readonly string[]).includes(row.round) ? row.round : null,
    is_qualifying: false,
    gender: f.gender,
    status: 'completed',
    event_status: EVENT_STATUS[ending],
    event_status_updated_at: null,
    is_doubles: false,
    draw: 'singles',
    // The data gives the tournament week, never the hour: unknown stays null.
    scheduled_time: null,
    live_at: null,
    players: { p1: f.p1, p2: f.p2 },
    score: {
      sets,
      games,
      points: [null, null],
      server: null,
      is_tiebreak: false,
      timestamp: null,
      accepted_at: null,
      sequence: null,
      age_seconds: null,
      stale: false,
      observed_age_seconds: null,
      sources_count: null,
      changing_sources_count: null,
      corroborated: null,
      corroborated_age_seconds: null,
      verdict: null,
    },
    winner: e.winnerSide,
    outcome: OUTCOME[ending],
    withdrew: ending === 'retired' || ending === 'walkover' ? loserSide : null,
    result_restated_at: shownRestatement ? iso(shownRestatement.at) : null,
    result_version: shownRestatement?.version ?? 1,
    has_analysis: false,
    has_market: false,
    // Additive: the tournament week and where the result came from.
    event_date: row.date,
    source: {
      source: 'results',
      original_match: `${row.tourneyId}-${row.matchNum ?? ''}`,
      original_score: row.score,
      note: 'A real completed result (Jeff Sackmann / Tennis Abstract, CC BY-NC-SA 4.0); its point sequence is reconstructed to agree with the published final score, so it carries no clock and no model fields.',
    },
  };
}
