import type { ReplayMatch } from '../data/slam-pbp';
import type { Catalogue, TournamentView } from './catalogue';
import type { PlayerView, Roster } from './roster';

/** What never changes about a replayed match: who, where, which rules, and where it came from. */
export interface MatchFacts {
  tournament: TournamentView;
  tour: 'atp' | 'wta' | null;
  gender: 'men' | 'women' | null;
  draw: 'singles' | 'doubles';
  round: string | null;
  roundCode: string | null;
  p1: PlayerView;
  p2: PlayerView;
  /** The real players behind each side (two per side in doubles), for serve-rate estimates. */
  sideNames: [string[], string[]];
  provenance: {
    source: 'slam_pbp';
    original_match_id: string;
    original_event: string;
    original_date: string | null;
    note: string;
  };
}

export const SLAM_NAMES = {
  ausopen: 'Australian Open',
  frenchopen: 'Roland Garros',
  wimbledon: 'Wimbledon',
  usopen: 'US Open',
} as const;

const ROUND_LABELS: Record<string, string> = {
  R128: 'Round of 128',
  R64: 'Round of 64',
  R32: 'Round of 32',
  R16: 'Round of 16',
  QF: 'Quarter-final',
  SF: 'Semi-final',
  F: 'Final',
};

/** The real players behind each side of a recording (two per side in doubles), as the files name them. */
export function sideNamesOf(m: ReplayMatch): [string[], string[]] {
  return [
    [m.p1.name, ...(m.p1.partner ? [m.p1.partner] : [])],
    [m.p2.name, ...(m.p2.partner ? [m.p2.partner] : [])],
  ];
}

/**
 * Per roster: facts hold the roster's player and team views and the catalogue's tournament, so a
 * second World in the same process (tests share one module graph) must not read the first one's.
 */
const caches = new WeakMap<Roster, WeakMap<ReplayMatch, MatchFacts>>();

/** Builds (once per real match) the facts the Match object is made of. */
export function factsOf(
  m: ReplayMatch,
  roster: Roster,
  catalogue: Catalogue,
  slamDate: (year: number, slam: ReplayMatch['slam']) => string | null,
  preferPlayer: (ids: number[], tour: 'atp' | 'wta', year: number) => number | undefined,
): MatchFacts {
  let cache = caches.get(roster);
  if (!cache) {
    cache = new WeakMap();
    caches.set(roster, cache);
  }
  const known = cache.get(m);
  if (known) return known;
  const tour = m.event === 'mixed' ? null : m.gender === 'men' ? 'atp' : 'wta';
  const name = SLAM_NAMES[m.slam];
  const event = m.event === 'singles' ? 'singles' : m.event === 'doubles' ? 'doubles' : 'mixed';
  const tournament = catalogue.find(tour, event, name) ?? catalogue.add(tour, 'G', name, null, m.year, event);
  const person = (n: string, country: string | null, playerTour: 'atp' | 'wta' | null) =>
    roster.link(n, playerTour, country, (ids, t) => preferPlayer(ids, t, m.year)) ??
    roster.unlinkedPlayer(n, playerTour, country);
  const side = (s: ReplayMatch['p1'], firstTour: 'atp' | 'wta' | null, partnerTour: 'atp' | 'wta' | null) => {
    const a = person(s.name, s.country, firstTour);
    if (!s.partner) return a;
    return roster.team(a, person(s.partner, s.partnerCountry, partnerTour), tour);
  };
  // Mixed pairs list the man first in these files; a wrong guess only loosens the link, never invents.
  const t1 = m.event === 'mixed' ? null : tour;
  const facts: MatchFacts = {
    tournament,
    tour,
    gender: m.event === 'mixed' ? null : m.gender,
    draw: m.event === 'singles' ? 'singles' : 'doubles',
    round: m.roundCode ? ROUND_LABELS[m.roundCode] : null,
    roundCode: m.roundCode,
    p1: side(m.p1, t1, t1),
    p2: side(m.p2, t1, t1),
    sideNames: sideNamesOf(m),
    provenance: {
      source: 'slam_pbp',
      original_match_id: m.key,
      original_event: `${m.year} ${name} ${m.event === 'singles' ? `${m.gender === 'men' ? "men's" : "women's"} singles` : m.event}`,
      original_date: slamDate(m.year, m.slam),
      note: 'A real match replayed from its point-by-point record with its real point clock, time-shifted onto the service clock.',
    },
  };
  cache.set(m, facts);
  return facts;
}
