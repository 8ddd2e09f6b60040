import type { ListsByKey } from './keyed-lists';
import type { ArchivePerson, PeoplePool } from './people-pool';

/** Fragments shorter than a trigram have no postings; they search the packed names (few ask, most match). */
const GRAM = 3;

/**
 * A trigram index over the people pool for `contains` name search. A fragment's matches all hold
 * every trigram of it, so the shortest posting list of its trigrams is a complete candidate set;
 * each candidate is still checked with `includes`, so answers are exactly the scan's. Postings hold
 * pool positions in ascending order, which keeps the pool's name order without a sort.
 */
export class NameIndex {
  /** Trigram → pool positions holding it, ascending; handed to another thread as they are. */
  readonly postings: ListsByKey<Int32Array>;

  /** `postings`: an index another thread built over the same pool. */
  constructor(
    private readonly pool: PeoplePool,
    postings?: ListsByKey<Int32Array>,
  ) {
    this.postings = postings ?? NameIndex.build(pool);
  }

  private static build(pool: PeoplePool): Map<string, Int32Array> {
    const lists = new Map<string, number[]>();
    for (let i = 0; i < pool.size; i++) {
      const n = pool.normAt(i);
      for (let k = 0; k + GRAM <= n.length; k++) {
        const g = n.slice(k, k + GRAM);
        const list = lists.get(g);
        if (!list) lists.set(g, [i]);
        // A trigram twice in one name would repeat i only back to back: skip the repeat.
        else if (list[list.length - 1] !== i) list.push(i);
      }
    }
    const postings = new Map<string, Int32Array>();
    for (const [g, list] of lists) postings.set(g, Int32Array.from(list));
    return postings;
  }

  /**
   * People whose norm contains `q` (already normalised, non-empty) and pass `keep`, in pool order.
   * The name is checked first: a person is made only when their name matches.
   */
  matching(q: string, keep: (p: ArchivePerson) => boolean): ArchivePerson[] {
    const out: ArchivePerson[] = [];
    const { pool } = this;
    if (q.length < GRAM) {
      for (const i of pool.containing(q)) {
        const p = pool.at(i);
        if (keep(p)) out.push(p);
      }
      return out;
    }
    let best: Int32Array | undefined;
    for (let k = 0; k + GRAM <= q.length; k++) {
      const list = this.postings.get(q.slice(k, k + GRAM));
      if (!list) return out;
      if (!best || list.length < best.length) best = list;
    }
    for (const i of best!) {
      if (!pool.normAt(i).includes(q)) continue;
      const p = pool.at(i);
      if (keep(p)) out.push(p);
    }
    return out;
  }
}
