import { createContext, useContext } from 'react';
import type { Match } from '../../lib/match-types';
import type { FavouritesApi } from './favourites';

/** Given by the slate; rows outside it (tests of a bare row) show no stars. */
export const FavouritesContext = createContext<FavouritesApi | null>(null);

function Star({ pressed, label, onClick }: { pressed: boolean; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className="inline-flex min-w-0 items-center gap-1 rounded px-1.5 py-0.5 text-xs text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-700 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      <span aria-hidden="true" className={pressed ? 'text-amber-600 dark:text-amber-400' : ''}>
        {pressed ? '★' : '☆'}
      </span>
      <span className="truncate">{label}</span>
    </button>
  );
}

/** Toggles that star the match and each player; starred rows move to the Favourites section. */
export function FavouriteStars({ match }: { match: Match }) {
  const api = useContext(FavouritesContext);
  if (!api) return null;
  const { favourites, toggleMatch, togglePlayer } = api;
  const { p1, p2 } = match.players;
  return (
    <div className="mt-2 flex min-w-0 flex-wrap gap-1 border-t border-slate-100 pt-1 dark:border-slate-800">
      <Star
        pressed={favourites.matches.includes(match.id)}
        label="Favourite match"
        onClick={() => toggleMatch(match.id)}
      />
      {[p1, p2].map((p) => (
        <Star
          key={p.id}
          pressed={favourites.players.includes(p.id)}
          label={`Favourite ${p.name}`}
          onClick={() => togglePlayer(p.id)}
        />
      ))}
    </div>
  );
}
