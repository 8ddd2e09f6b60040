import { describe, expect, it } from 'vitest';
import { peopleMatching, peopleMatchingByScan } from './archive-people';

// The trigram index must answer exactly what the scan over every person did, order included.
describe('peopleMatching (trigram index)', () => {
  const fragments = [
    'federer',
    'Roger Federer',
    'nadal',
    'williams',
    'Björn Borg',
    'ab',
    'a',
    'zzzq',
    'son',
    '  ',
  ];
  for (const f of fragments)
    it(`matches the scan for ${JSON.stringify(f)}`, () => {
      for (const opts of [
        {},
        { tour: 'wta' as const },
        { withResults: true },
        { tour: 'atp' as const, withResults: true },
      ])
        expect(peopleMatching(f, opts)).toEqual(peopleMatchingByScan(f, opts));
    });
});
