// Pure rules of the grid's order between re-sorts: the order changes only when the trader asks or
// the periodic re-sort runs, and never under the card the trader is reading.

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

/**
 * `next` with every held card (focused, or under the pointer) put back at its index in `prev`: the
 * others flow around it. A held card that is new to `prev` is left where `next` put it.
 */
export function holdInPlace(
  prev: readonly number[],
  next: readonly number[],
  held: ReadonlySet<number>,
): number[] {
  const anchors = [...held]
    .map((id) => ({ id, at: prev.indexOf(id) }))
    .filter((a) => a.at >= 0 && next.includes(a.id))
    .sort((a, b) => a.at - b.at);
  if (anchors.length === 0) return [...next];
  const anchored = new Set(anchors.map((a) => a.id));
  const out = next.filter((id) => !anchored.has(id));
  // Ascending, so each insert lands at its old index with the earlier anchors already in place.
  for (const { id, at } of anchors) out.splice(Math.min(at, out.length), 0, id);
  return out;
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
export function sameOrder(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
