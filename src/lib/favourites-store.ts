import { useSyncExternalStore } from 'react';

/** localStorage key; favourites live only in this browser. */
export const FAVOURITES_KEY = 'courtside.favourites';

/** Starred players and matches, by id. */
export interface Favourites {
  players: number[];
  matches: number[];
}

const EMPTY: Favourites = { players: [], matches: [] };

const ids = (v: unknown): number[] =>
  Array.isArray(v) ? v.filter((n): n is number => Number.isInteger(n)) : [];

function parse(raw: string | null): Favourites {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<Favourites> | null;
    // A hand-edited or older value degrades to what can be read, never to a crash.
    return value && typeof value === 'object'
      ? { players: ids(value.players), matches: ids(value.matches) }
      : EMPTY;
  } catch {
    return EMPTY;
  }
}

// localStorage is the one home of the favourites, so every page, tab and test reads the same list.
// When storage is blocked or full, the list lives in this page's memory instead.
let memory: string | null = null;
let memoryOnly = false;
let lastRaw: string | null | undefined;
let lastValue: Favourites = EMPTY;

function rawValue(): string | null {
  if (memoryOnly) return memory;
  try {
    return globalThis.localStorage?.getItem(FAVOURITES_KEY) ?? null;
  } catch {
    return memory;
  }
}

/** The current favourites; the same object until they change (a `useSyncExternalStore` snapshot). */
export function readFavourites(): Favourites {
  const raw = rawValue();
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastValue = parse(raw);
  }
  return lastValue;
}

const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};
// Another tab starred someone: the storage event is that tab's change, read here and not re-posted.
const onStorage = (e: StorageEvent) => {
  if (e.key === FAVOURITES_KEY || e.key === null) notify();
};

/** Calls `listener` after every change of the favourites, in this tab or another. */
export function subscribeFavourites(listener: () => void): () => void {
  if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** Applies `change` to the favourites, keeps the result and tells every reader. */
export function favouritesChanged(change: (prev: Favourites) => Favourites): void {
  const next = JSON.stringify(change(readFavourites()));
  memory = next;
  try {
    localStorage.setItem(FAVOURITES_KEY, next);
  } catch {
    // Storage full or blocked: the stars last for this page only.
    memoryOnly = true;
  }
  notify();
}

const toggle = (list: number[], id: number) =>
  list.includes(id) ? list.filter((x) => x !== id) : [...list, id];

/** Stars or unstars a player: their matches then lead the slate, tournament and schedule lists. */
export const playerFavouriteToggled = (id: number) =>
  favouritesChanged((f) => ({ ...f, players: toggle(f.players, id) }));

/** Stars or unstars one match. */
export const matchFavouriteToggled = (id: number) =>
  favouritesChanged((f) => ({ ...f, matches: toggle(f.matches, id) }));

/** The favourites, re-rendering the caller when they change (here or in another tab). */
export const useFavouriteIds = (): Favourites =>
  useSyncExternalStore(subscribeFavourites, readFavourites, () => EMPTY);

type Starrable = { id: number; players: { p1: { id: number }; p2: { id: number } } };

/** True when the match (by id) or one of the players (by id; unknown ids never match) is starred. */
export function isStarred(
  f: Favourites,
  matchId: number,
  playerIds: readonly (number | null | undefined)[],
): boolean {
  return f.matches.includes(matchId) || playerIds.some((p) => typeof p === 'number' && f.players.includes(p));
}

/** True when the match or either of its players is starred. */
export function isFavourite(f: Favourites, match: Starrable): boolean {
  return isStarred(f, match.id, [match.players.p1.id, match.players.p2.id]);
}

/** The list with starred items first, each part in its own order (the list itself when none is). */
export function favouritesFirst<T>(items: readonly T[], starred: (item: T) => boolean): readonly T[] {
  const first = items.filter(starred);
  return first.length === 0 ? items : [...first, ...items.filter((m) => !starred(m))];
}
