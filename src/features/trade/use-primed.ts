import { useEffect, useState } from 'react';

/** How long the grid waits for its first prices before it sorts without them. */
const PRIME_WAIT_MS = 5_000;

/**
 * True once the cards in sight have their first prices (or prices are not coming, or PRIME_WAIT_MS
 * passed): the grid sorts once then, by itself, so an edge order is not drawn from empty prices and
 * then left for the trader to re-sort. It never turns back to false.
 */
export function usePrimed(
  planned: readonly number[],
  priced: ReadonlySet<number> | ReadonlyMap<number, unknown>,
  pricesComing: boolean,
): boolean {
  const [primed, setPrimed] = useState(!pricesComing);
  const ready = !pricesComing || (planned.length > 0 && planned.every((id) => priced.has(id)));
  useEffect(() => {
    if (primed) return;
    if (ready) {
      setPrimed(true);
      return;
    }
    const timer = setTimeout(() => setPrimed(true), PRIME_WAIT_MS);
    return () => clearTimeout(timer);
  }, [primed, ready]);
  return primed || ready;
}
