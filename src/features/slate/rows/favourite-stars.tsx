import { createContext, lazy, Suspense, useCallback, useContext, useId, useRef, useState } from 'react';
import type { Match } from '../../../lib/match-types';
import type { FavouritesApi } from '../favourites';

// The menu's panel (its choices and the shared Popover) loads when a menu is first opened: every
// row's menu is closed on the first screen.
const RowMenuPanel = lazy(() => import('./row-menu-panel').then((m) => ({ default: m.RowMenuPanel })));

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
 * the slate). Drawn in a portal (`Popover`): the row's `content-visibility` clips anything inside it,
 * which cut "Favourite <player>" in half. Local state only: opening one row's menu re-renders that row.
 */
export function RowMenu({ match }: { match: Match }) {
  const api = useContext(FavouritesContext);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  if (!api) return null;
  const { p1, p2 } = match.players;
  return (
    <>
      <button
        ref={button}
        type="button"
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
        <Suspense fallback={null}>
          <RowMenuPanel anchor={button} onClose={close} id={menuId} match={match} api={api} />
        </Suspense>
      )}
    </>
  );
}
