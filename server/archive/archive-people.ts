import { loadPlayers } from '../data/players';
import { archiveStore } from './archive-store';
import { NameIndex } from './name-index';
import { norm as normName } from './norm';
import { type ArchivePerson, PeoplePool } from './people-pool';

/** Every person of the player files, ordered by name (then tour, then id), counted from the store. */
function countPeople(): ArchivePerson[] {
  const store = archiveStore();
  const counts = new Map<string, { n: number; first: number; last: number }>();
  for (let at = 0; at < store.size; at++) {
    const r = store.row(at);
    for (const p of [r.winner, r.loser]) {
      const key = `${r.tour}:${p.id}`;
      const c = counts.get(key);
      if (c) {
        c.n++;
        if (r.season < c.first) c.first = r.season;
        if (r.season > c.last) c.last = r.season;
      } else counts.set(key, { n: 1, first: r.season, last: r.season });
    }
  }
  return loadPlayers()
    .map((row) => {
      const c = counts.get(`${row.tour}:${row.id}`);
      return {
        row,
        norm: normName(row.name),
        matches: c?.n ?? 0,
        firstYear: c?.first ?? null,
        lastYear: c?.last ?? null,
      };
    })
    .sort(
      (a, b) =>
        (a.norm < b.norm ? -1 : a.norm > b.norm ? 1 : 0) ||
        (a.row.tour < b.row.tour ? -1 : a.row.tour > b.row.tour ? 1 : 0) ||
        a.row.id - b.row.id,
    );
}

let pool: PeoplePool | null = null;

/** The people as columns (people-pool.ts): built here once, unless taken in from the worker. */
export function peoplePool(): PeoplePool {
  pool ??= PeoplePool.fromPeople(loadPlayers(), countPeople());
  return pool;
}

let people: ArchivePerson[] | null = null;

/** Every person of the player files, ordered by name (then tour, then id): all of them made. */
export function archivePeople(): ArchivePerson[] {
  const all = peoplePool();
  people ??= Array.from({ length: all.size }, (_, i) => all.at(i));
  return people;
}

let players: ArchivePerson[] | null = null;

/** People who played at least one archive result: the pool names resolve against. */
function archivePlayersWithResults(): ArchivePerson[] {
  players ??= archivePeople().filter((p) => p.matches > 0);
  return players;
}

let index: NameIndex | null = null;

/** Holds people and their index built elsewhere (archive-ready.ts), unless this thread built them. */
export function holdPeople(taken: PeoplePool, built: NameIndex): void {
  pool ??= taken;
  index ??= built;
}

/** The trigram index over every person; built once, with the people (warmArchive builds both). */
export function peopleIndex(): NameIndex {
  index ??= new NameIndex(peoplePool());
  return index;
}

/**
 * People whose normalised name contains the fragment (optionally only those with results), in
 * name order. Those with results are a filter of the same ordered pool, so one index serves both.
 */
export function peopleMatching(
  fragment: string,
  opts: { tour?: 'atp' | 'wta'; withResults?: boolean } = {},
): ArchivePerson[] {
  const q = normName(fragment);
  if (q === '') return [];
  const { tour, withResults } = opts;
  return peopleIndex().matching(q, (p) => (!tour || p.row.tour === tour) && (!withResults || p.matches > 0));
}

/** The scan the index replaces, kept as the reference its test compares against. */
export function peopleMatchingByScan(
  fragment: string,
  opts: { tour?: 'atp' | 'wta'; withResults?: boolean } = {},
): ArchivePerson[] {
  const q = normName(fragment);
  const pool = opts.withResults ? archivePlayersWithResults() : archivePeople();
  return pool.filter((p) => (!opts.tour || p.row.tour === opts.tour) && q !== '' && p.norm.includes(q));
}
