import { playerFavouriteToggled, useFavouriteIds } from '../../lib/favourites-store';

/**
 * The player's star: the same favourite as the slate row's menu sets, so their matches lead the slate,
 * tournament and schedule lists (one store, `lib/favourites-store.ts`).
 */
export function PlayerStar({ id, name }: { id: number; name: string }) {
  const pressed = useFavouriteIds().players.includes(id);
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={`Favourite ${name}`}
      title={
        pressed
          ? 'A favourite: their matches come first. Press to remove.'
          : 'Favourite: their matches come first'
      }
      onClick={() => playerFavouriteToggled(id)}
      className="inline-flex shrink-0 items-center gap-1 rounded-md border border-slate-300 px-2 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      <span aria-hidden="true" className={pressed ? 'text-amber-600 dark:text-amber-400' : ''}>
        {pressed ? '★' : '☆'}
      </span>
      {pressed ? 'Favourite' : 'Add to favourites'}
    </button>
  );
}
