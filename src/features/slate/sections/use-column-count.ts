import { useSyncExternalStore } from 'react';

// Tailwind's lg and xl breakpoints, which the slate's column count follows.
const TWO = '(min-width: 1024px)';
const THREE = '(min-width: 1280px)';
/** Live rows above which a wide screen gets a third column: two columns hold ~16 rows in a 900 px view. */
const THREE_COLUMNS_FROM = 16;

const query = (media: string) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(media) : null;

function subscribe(changed: () => void) {
  const lists = [query(TWO), query(THREE)];
  for (const list of lists) list?.addEventListener('change', changed);
  return () => {
    for (const list of lists) list?.removeEventListener('change', changed);
  };
}

const width = () => (query(THREE)?.matches ? 3 : query(TWO)?.matches ? 2 : 1);

/**
 * How many columns the slate's sections take: one on a phone or tablet, two from lg, three from xl
 * for a slate of more than `THREE_COLUMNS_FROM` rows (in a 72 rem page a third column leaves a name
 * ~9 letters a line, worth it only when two columns would run far below the fold).
 */
export function useColumnCount(rows: number): number {
  const wide = useSyncExternalStore(subscribe, width, () => 1);
  return wide === 3 && rows <= THREE_COLUMNS_FROM ? 2 : wide;
}
