import { describe, expect, it } from 'vitest';
import { peopleIndex } from './archive-people';
import { archiveStore } from './archive-store';
import { inSlices, type KeyedLists, type ListsByKey, SlicedLists } from './keyed-lists';

/** `lists` cut as the worker cuts them, then taken in as the request thread takes them. */
function throughSlices(lists: ListsByKey<ArrayLike<number>>, per: number) {
  const slices: KeyedLists[] = [];
  inSlices(lists, per, (s) => slices.push(s));
  const taken = new SlicedLists();
  for (const s of slices) taken.add(s);
  return { slices, taken };
}

// The archive's name lists and the people's trigram postings are read from the worker's slices in
// place: every key must give the list the map built in place gives, on the real data.
describe('lists read in place from their slices', () => {
  it('gives every name the positions the archive built in place holds, in the same key order', () => {
    const { byName } = archiveStore();
    const { slices, taken } = throughSlices(byName, 2_000);
    expect(slices.length).toBe(Math.ceil(byName.size / 2_000));
    expect(taken.size).toBe(byName.size);
    expect([...taken.keys()]).toEqual([...byName.keys()]);
    for (const name of byName.keys())
      expect([...(taken.get(name) ?? [])]).toEqual([...(byName.get(name) ?? [])]);
    expect(taken.get('no such name')).toBeUndefined();
  });

  it('gives every trigram the postings the index built in place holds', () => {
    const { postings } = peopleIndex();
    const { taken } = throughSlices(postings, 2_000);
    expect(taken.size).toBe(postings.size);
    for (const g of postings.keys()) expect(taken.get(g)).toEqual(postings.get(g));
  });

  it('refuses a slice too long to place', () => {
    const keys = Array.from({ length: 70_000 }, (_, k) => `k${k}`);
    const slice = { keys, start: new Uint32Array(keys.length + 1), values: new Int32Array(0) };
    expect(() => new SlicedLists().add(slice)).toThrow(/70000 keys/);
  });
});
