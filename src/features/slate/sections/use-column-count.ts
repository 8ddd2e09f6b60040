import { useSyncExternalStore } from 'react';

// Tailwind's lg breakpoint, from which the slate's sections stand in two columns.
const TWO = '(min-width: 1024px)';

const query = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(TWO) : null;

function subscribe(changed: () => void) {
  const list = query();
  list?.addEventListener('change', changed);
  return () => list?.removeEventListener('change', changed);
}

const width = () => (query()?.matches ? 2 : 1);

/**
 * How many columns the slate's sections take: one on a phone or tablet, two from lg. Never three: the
 * page stops at 72 rem, so a third column on any screen leaves a row ~365 px, where the names wrap
 * to two lines (a row 93 px tall instead of ~56) and about nine letters of a name fit a line. Two
 * columns of ~550 px keep each player on one line, and a feed storm repaints two columns' rows on
 * screen, not three.
 */
export function useColumnCount(): number {
  return useSyncExternalStore(subscribe, width, () => 1);
}
