import { useCallback, useMemo, useState } from 'react';

/** localStorage key; favourites live only in this browser, as the issue asks. */
export const FAVOURITES_KEY = 'courtside.favourites';

export interface Favourites {
  players: number[];
  matches: number[];
}

const EMPTY: Favourites = { players: [], matches: [] };

const ids = (v: unknown): number[] =>
  Array.isArray(v) ? v.filter((n): n is number => Number.isInteger(n)) : [];

function read(): Favourites {
  try {
    const raw = JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? 'null') as Partial<Favourites> | null;
    // A hand-edited or older value degrades to what can be read, never to a crash.
    return raw && typeof raw === 'object' ? { players: ids(raw.players), matches: ids(raw.matches) } : EMPTY;
  } catch {
    return EMPTY;
  }
}

const toggle = (list: number[], id: number) =>
  list.includes(id) ? list.filter((x) => x !== id) : [...list, id];

/** Starred players and matches, persisted on every change. */
export function useFavourites() {
  const [favourites, setFavourites] = useState(read);
  const update = useCallback((change: (prev: Favourites) => Favourites) => {
    setFavourites((prev) => {
      const next = change(prev);
      try {
        localStorage.setItem(FAVOURITES_KEY, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the stars last for this page only.
      }
      return next;
    });
  }, []);
  const togglePlayer = useCallback(
    (id: number) => update((f) => ({ ...f, players: toggle(f.players, id) })),
    [update],
  );
  const toggleMatch = useCallback(
    (id: number) => update((f) => ({ ...f, matches: toggle(f.matches, id) })),
    [update],
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
