/** Lists by string key, read only: a Map built in place, or the slices a worker sent (`SlicedLists`). */
export interface ListsByKey<L> {
  get(key: string): L | undefined;
  readonly size: number;
  keys(): Iterable<string>;
}

/**
 * Lists keyed by strings, flat: `keys[k]` owns `values[start[k]..start[k+1]]`. One buffer per
 * slice instead of one per list (each list its own typed array was ~10,000 buffers to clone).
 */
export interface KeyedLists {
  keys: string[];
  start: Uint32Array;
  values: Int32Array;
}

/** `lists` in slices of `per` keys each, each slice to `send`. */
export function inSlices(
  lists: ListsByKey<ArrayLike<number>>,
  per: number,
  send: (s: KeyedLists) => void,
): void {
  let batch: [string, ArrayLike<number>][] = [];
  const flush = () => {
    if (batch.length === 0) return;
    const start = new Uint32Array(batch.length + 1);
    for (let k = 0; k < batch.length; k++) start[k + 1] = start[k] + batch[k][1].length;
    const values = new Int32Array(start[batch.length]);
    for (let k = 0; k < batch.length; k++) values.set(batch[k][1], start[k]);
    send({ keys: batch.map(([key]) => key), start, values });
    batch = [];
  };
  for (const key of lists.keys()) {
    batch.push([key, lists.get(key)!]);
    if (batch.length === per) flush();
  }
  flush();
}

/** Keys a slice may hold: a key's place is its slice times this plus its index in the slice. */
const PER_SLICE = 65_536;

/**
 * Lists as a worker's slices brought them, read in place: a key maps to its slice and index (a
 * small integer), and its list is a view of the slice's buffer made when read. A view per key,
 * made as each slice arrived, was ~28,000 objects the request thread kept for the archive's names
 * and trigram postings.
 */
export class SlicedLists implements ListsByKey<Int32Array> {
  private readonly place = new Map<string, number>();
  private readonly slices: KeyedLists[] = [];

  /** Takes one slice in (at most PER_SLICE keys). */
  add(slice: KeyedLists): void {
    if (slice.keys.length > PER_SLICE) throw new Error(`a slice of ${slice.keys.length} keys`);
    const s = this.slices.push(slice) - 1;
    for (let k = 0; k < slice.keys.length; k++) this.place.set(slice.keys[k], s * PER_SLICE + k);
  }

  get(key: string): Int32Array | undefined {
    const at = this.place.get(key);
    if (at === undefined) return undefined;
    const { start, values } = this.slices[Math.floor(at / PER_SLICE)];
    const k = at % PER_SLICE;
    return values.subarray(start[k], start[k + 1]);
  }

  get size(): number {
    return this.place.size;
  }

  keys(): Iterable<string> {
    return this.place.keys();
  }
}
