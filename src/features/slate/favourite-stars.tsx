import {
  createContext,
  type FocusEvent,
  type KeyboardEvent,
  useContext,
  useId,
  useRef,
  useState,
} from 'react';
import type { Match } from '../../lib/match-types';
import type { FavouritesApi } from './favourites';

/** Given by the slate; rows outside it (tests of a bare row) show no stars. */
export const FavouritesContext = createContext<FavouritesApi | null>(null);

const ICON_BUTTON =
  'inline-flex h-7 w-6 items-center justify-center rounded text-base leading-none text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-sky-700 dark:text-slate-400 dark:hover:bg-slate-800';

/** The row's one star: favourites the match, which moves it to the Favourites section. */
export function FavouriteStar({ match }: { match: Match }) {
  const api = useContext(FavouritesContext);
  if (!api) return null;
  const pressed = api.favourites.matches.includes(match.id);
  const { p1, p2 } = match.players;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={`Favourite match: ${p1.name} v ${p2.name}`}
      title="Favourite this match"
      onClick={() => api.toggleMatch(match.id)}
      className={`${ICON_BUTTON} ${pressed ? 'text-amber-600 dark:text-amber-400' : ''}`}
    >
      <span aria-hidden="true">{pressed ? '★' : '☆'}</span>
    </button>
  );
}

/**
 * A small menu for the rest of a row's choices: favouriting either player (their matches then lead
 * the slate). Local state only: opening one row's menu re-renders that row alone.
 */
export function RowMenu({ match }: { match: Match }) {
  const api = useContext(FavouritesContext);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const box = useRef<HTMLSpanElement>(null);
  if (!api) return null;
  const { p1, p2 } = match.players;
  // On every button of the menu: Escape or focus leaving the menu closes it.
  const closeOn = {
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    },
    onBlur: (e: FocusEvent) => {
      if (!box.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
    },
  };
  return (
    <span ref={box} className="relative">
      <button
        type="button"
        {...closeOn}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`More: ${p1.name} v ${p2.name}`}
        title="More"
        onClick={() => setOpen((o) => !o)}
        className={ICON_BUTTON}
      >
        <span aria-hidden="true">⋮</span>
      </button>
      {open && (
        <span
          id={menuId}
          className="absolute top-full right-0 z-20 mt-1 grid w-60 max-w-[80vw] gap-0.5 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {[p1, p2].map((p) => {
            const pressed = api.favourites.players.includes(p.id);
            return (
              <button
                key={p.id}
                type="button"
                aria-pressed={pressed}
                {...closeOn}
                onClick={() => api.togglePlayer(p.id)}
                className="flex min-w-0 items-center gap-1.5 rounded px-2 py-1.5 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-700 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                <span aria-hidden="true" className={pressed ? 'text-amber-600 dark:text-amber-400' : ''}>
                  {pressed ? '★' : '☆'}
                </span>
                <span className="truncate">{`Favourite ${p.name}`}</span>
              </button>
            );
          })}
        </span>
      )}
    </span>
  );
}
