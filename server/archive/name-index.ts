import type { ArchivePerson } from './archive-people';

/** Fragments shorter than a trigram have no postings; they scan the pool (few ask, most match). */
const GRAM = 3;

/**
 * A trigram index over the people pool for `contains` name search. A fragment's matches all hold
 * every trigram of it, so the shortest posting list of its trigrams is a complete candidate set;
 * each candidate is still checked with `includes`, so answers are exactly the scan's. Postings hold
 * pool positions in ascending order, which keeps the pool's name order without a sort.
 */
export class NameIndex {
  private readonly postings = new Map<string, Int32Array>();

  /** `postings` as `entries()` gives them: an index another thread built over the same pool. */
  constructor(
    private readonly pool: readonly ArchivePerson[],
    postings?: Iterable<[string, Int32Array]>,
  ) {
    if (postings) {
      this.postings = new Map(postings);
      return;
    }
    const lists = new Map<string, number[]>();
    for (let i = 0; i < pool.length; i++) {
      const n = pool[i].norm;
      for (let k = 0; k + GRAM <= n.length; k++) {
        const g = n.slice(k, k + GRAM);
        const list = lists.get(g);
        if (!list) lists.set(g, [i]);
        // A trigram twice in one name would repeat i only back to back: skip the repeat.
        else if (list[list.length - 1] !== i) list.push(i);
      }
    }
    for (const [g, list] of lists) this.postings.set(g, Int32Array.from(list));
  }

  /** The postings, to hand the index to another thread. */
  entries(): [string, Int32Array][] {
    return [...this.postings];
  }

  /** People whose norm contains `q` (already normalised, non-empty) and pass `keep`, in pool order. */
  matching(q: string, keep: (p: ArchivePerson) => boolean): ArchivePerson[] {
    const out: ArchivePerson[] = [];
    if (q.length < GRAM) {
      for (const p of this.pool) if (keep(p) && p.norm.includes(q)) out.push(p);
      return out;
    }
    let best: Int32Array | undefined;
    for (let k = 0; k + GRAM <= q.length; k++) {
      const list = this.postings.get(q.slice(k, k + GRAM));
      if (!list) return out;
      if (!best || list.length < best.length) best = list;
    }
    for (const i of best!) {
      const p = this.pool[i];
      if (keep(p) && p.norm.includes(q)) out.push(p);
    }
    return out;
  }
}
