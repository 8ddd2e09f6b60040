import { describe, expect, it } from 'vitest';
import { loadPlayers } from '../data/players';
import { archivePeople, peopleIndex, peoplePool } from './archive-people';
import { NameIndex } from './name-index';
import { PeoplePool } from './people-pool';

// The request thread holds the worker's columns, not the worker's objects: a pool over those
// columns (and an index over its postings) must give every person and every search exactly as
// the people made in place do, on the real player files.
describe('the people pool taken in as columns', () => {
  const fragments = ['federer', 'roger federer', 'nadal', 'williams', 'bjorn borg', 'son', 'ab', 'a', 'zzzq'];

  it('makes every person as the pool built in place holds them', () => {
    const people = archivePeople();
    const taken = PeoplePool.fromParts(loadPlayers(), peoplePool().toParts());
    expect(taken.size).toBe(people.length);
    expect(people.length).toBeGreaterThan(100_000);
    for (let i = 0; i < people.length; i++) {
      expect(taken.normAt(i)).toBe(people[i].norm);
      expect(taken.at(i)).toEqual(people[i]);
    }
    // Made once: a second read is the same person.
    expect(taken.at(7)).toBe(taken.at(7));
  });

  it('finds the same people for every fragment as the scan of every name and the index built in place', () => {
    const people = archivePeople();
    const taken = PeoplePool.fromParts(loadPlayers(), peoplePool().toParts());
    const index = new NameIndex(taken, peopleIndex().postings);
    const withResults = (p: { matches: number }) => p.matches > 0;
    for (const q of fragments) {
      const scan = people.flatMap((p, i) => (p.norm.includes(q) ? [i] : []));
      expect(taken.containing(q)).toEqual(scan);
      expect(index.matching(q, withResults)).toEqual(
        people.filter((p) => p.norm.includes(q) && p.matches > 0),
      );
      expect(index.matching(q, withResults)).toEqual(peopleIndex().matching(q, withResults));
    }
    expect(taken.containing('federer').length).toBeGreaterThan(0);
  });
});
