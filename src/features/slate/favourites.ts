import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** localStorage key; favourites live only in this browser, as the issue asks. */
export const FAVOURITES_KEY = 'courtside.favourites';

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

function stored(): string | null {
  try {
    return localStorage.getItem(FAVOURITES_KEY);
  } catch {
    return null;
  }
}

const toggle = (list: number[], id: number) =>
  list.includes(id) ? list.filter((x) => x !== id) : [...list, id];

// One store for the page: the slate, the match page and the alerts all read the same stars, and a
// change in one (or in another tab, through storage) is seen by the others at once. The parsed value
// is kept while the stored text is unchanged, so a read returns the same object until a change.
let current: { raw: string | null; value: Favourites } | null = null;
let unsaved: Favourites | null = null;
const listeners = new Set<() => void>();

/** The favourites now: the same object until they change. */
export function readFavourites(): Favourites {
  if (unsaved) return unsaved;
  const raw = stored();
  if (current?.raw !== raw) current = { raw, value: parse(raw) };
  return current.value;
}

/** Tell `listener` whenever the favourites change (here or in another tab); returns the unsubscribe. */
export function subscribeFavourites(listener: () => void): () => void {
  listeners.add(listener);
  const fromOtherTab = (e: StorageEvent) => {
    if (e.key === FAVOURITES_KEY) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/** Changes the favourites and persists them. */
export function updateFavourites(change: (prev: Favourites) => Favourites): void {
  const next = change(readFavourites());
  try {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify(next));
    unsaved = null;
  } catch {
    // Storage full or blocked: the stars last for this page only.
    unsaved = next;
  }
  for (const listener of listeners) listener();
}

/** Starred players and matches, persisted on every change. */
export function useFavourites() {
  const favourites = useSyncExternalStore(subscribeFavourites, readFavourites);
  const togglePlayer = useCallback(
    (id: number) => updateFavourites((f) => ({ ...f, players: toggle(f.players, id) })),
    [],
  );
  const toggleMatch = useCallback(
    (id: number) => updateFavourites((f) => ({ ...f, matches: toggle(f.matches, id) })),
    [],
  );
  // One object per change: it is the context value every row's stars read, so a new object on each
  // slate poll would re-render 500 star bars that did not change.
  return useMemo(() => ({ favourites, togglePlayer, toggleMatch }), [favourites, togglePlayer, toggleMatch]);
}

export type FavouritesApi = ReturnType<typeof useFavourites>;

/** True when the match or either of its players is starred. */
export function isFavourite(
  f: Favourites,
  match: { id: number; players: { p1: { id: number }; p2: { id: number } } },
) {
  return (
    f.matches.includes(match.id) ||
    f.players.includes(match.players.p1.id) ||
    f.players.includes(match.players.p2.id)
  );
}
