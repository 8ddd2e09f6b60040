// Pure rules of the grid's order. By default the order changes only when the trader asks or when
// matches start (appended) and end (dropped); the optional live sort re-sorts on a timer but waits
// while the trader is anywhere in the grid (pointer, focus or an expanded card).

/** Where the trader is in the grid: while any holds, the live sort waits. */
export interface GridAttention {
  pointer: boolean;
  focus: boolean;
  expanded: boolean;
}

/** What may change the order. */
export type OrderEvent =
  /** The live listing changed (`ids` in the service's order). */
  | { kind: 'listing'; ids: readonly number[] }
  /** The trader asked: Re-sort, a new sort, a pin. */
  | { kind: 'asked'; wanted: readonly number[] }
  /** The live sort's timer, with the order the sort wants now. */
  | { kind: 'tick'; wanted: readonly number[]; live: boolean; attention: GridAttention };

/** The order after an event; `prev` itself when it does not change. */
export function nextOrder(prev: readonly number[], event: OrderEvent): readonly number[] {
  switch (event.kind) {
    case 'listing':
      return reconcileOrder(prev, event.ids);
    case 'asked':
      return sameOrder(prev, event.wanted) ? prev : event.wanted;
    case 'tick': {
      const { pointer, focus, expanded } = event.attention;
      if (!event.live || pointer || focus || expanded) return prev;
      return sameOrder(prev, event.wanted) ? prev : event.wanted;
    }
  }
}

/**
 * The held order with matches that left dropped and new ones appended in the service's order, so a
 * match going live does not shuffle the grid. Returns `order` itself when nothing changed.
 */
export function reconcileOrder(order: readonly number[], ids: readonly number[]): readonly number[] {
  const live = new Set(ids);
  const kept = order.filter((id) => live.has(id));
  const known = new Set(kept);
  const added = ids.filter((id) => !known.has(id));
  if (added.length === 0 && kept.length === order.length) return order;
  return [...kept, ...added];
}

/** Ids present in both orders whose index changed: the cards a re-sort visibly moved. */
export function movedIds(prev: readonly number[], next: readonly number[]): Set<number> {
  const at = new Map(prev.map((id, i) => [id, i]));
  const moved = new Set<number>();
  next.forEach((id, i) => {
    const was = at.get(id);
    if (was !== undefined && was !== i) moved.add(id);
  });
  return moved;
}

/** The same ids in the same order. */
function sameOrder(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
