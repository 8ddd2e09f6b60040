import type { Match } from '../../contract/match';

// The cached live list is rewritten every ~80 ms under a busy feed (score-cache-writer.ts), each time
// with scores the views already draw from the live store, and a poll answers every row as a new
// object. A view that draws its rows' scores from the store keeps its listing through these, so
// neither it nor its rows re-render; only a change it draws (a match started or ended, a status, an
// order) makes a new listing, and even then every row that did not change keeps its object.

/** Equal as data (JSON values: primitives, arrays, plain objects), by value, not identity. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of kb)
    if (!sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  return true;
}

/** Every field but the score equal (a poll's new objects with the same contents count as equal). */
export function sameBesideScore(a: Match, b: Match): boolean {
  if (a === b) return true;
  const ka = Object.keys(a);
  const kb = Object.keys(b) as (keyof Match)[];
  if (ka.length !== kb.length) return false;
  for (const k of kb) if (k !== 'score' && !sameValue(a[k], b[k])) return false;
  return true;
}

/**
 * `next` drawn with `prev`'s objects: each row `same` says is unchanged keeps its previous object,
 * and when every row does, in the same order, `prev` itself comes back (the view need not render).
 */
export function keepListing<M extends { id: number }>(
  prev: readonly M[],
  next: readonly M[],
  same: (before: M, after: M) => boolean,
): readonly M[] {
  if (prev === next) return prev;
  const before = new Map<number, M>();
  for (const m of prev) before.set(m.id, m);
  let all = prev.length === next.length;
  const out = next.map((m, i) => {
    const old = before.get(m.id);
    const kept = old !== undefined && same(old, m) ? old : m;
    if (kept !== prev[i]) all = false;
    return kept;
  });
  return all ? prev : out;
}
