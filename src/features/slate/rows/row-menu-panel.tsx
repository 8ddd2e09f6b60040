import type { RefObject } from 'react';
import { Popover } from '../../../components/popover';
import type { Match } from '../../../lib/match-types';
import type { FavouritesApi } from '../favourites';

/** A row menu's open panel: favouriting either player (RowMenu opens it). */
export function RowMenuPanel({
  anchor,
  onClose,
  id,
  match,
  api,
}: {
  anchor: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  id: string;
  match: Match;
  api: FavouritesApi;
}) {
  const { p1, p2 } = match.players;
  return (
    <Popover
      anchor={anchor}
      open
      onClose={onClose}
      id={id}
      role="group"
      label={`More: ${p1.name} v ${p2.name}`}
      className="grid w-64 max-w-[calc(100vw-1rem)] gap-0.5"
    >
      {[p1, p2].map((p) => {
        const pressed = api.favourites.players.includes(p.id);
        return (
          <button
            key={p.id}
            type="button"
            aria-pressed={pressed}
            onClick={() => api.togglePlayer(p.id)}
            className="flex min-w-0 items-center gap-1.5 rounded px-2 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-700 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <span aria-hidden="true" className={pressed ? 'text-amber-600 dark:text-amber-400' : ''}>
              {pressed ? '★' : '☆'}
            </span>
            <span className="min-w-0 break-words">{`Favourite ${p.name}`}</span>
          </button>
        );
      })}
    </Popover>
  );
}
