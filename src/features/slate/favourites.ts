import { useMemo } from 'react';
import {
  matchFavouriteToggled,
  playerFavouriteToggled,
  FAVOURITES_KEY as STORE_KEY,
  isFavourite as storedIsFavourite,
  useFavouriteIds,
} from '../../lib/favourites-store';

// The slate's view of the one favourites store (`lib/favourites-store.ts`), which the player,
// tournament and schedule pages read too: a star set on any page shows on every other, and in
// other tabs.

/** localStorage key of the favourites. */
export const FAVOURITES_KEY = STORE_KEY;

/** Starred players and matches, persisted on every change. */
export function useFavourites() {
  const favourites = useFavouriteIds();
  // One object per change: it is the context value every row's stars read, so a new object on each
  // slate poll would re-render 500 star bars that did not change.
  return useMemo(
    () => ({ favourites, togglePlayer: playerFavouriteToggled, toggleMatch: matchFavouriteToggled }),
    [favourites],
  );
}

export type FavouritesApi = ReturnType<typeof useFavourites>;

/** True when the match or either of its players is starred. */
export const isFavourite = storedIsFavourite;
