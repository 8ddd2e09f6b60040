import { describe, expect, it } from 'vitest';
import { ResultsIndex } from './results-index';
import { Catalogue } from './catalogue';
import { factsOf } from './match-facts';
import { loadReplayMatches } from '../data/slam-pbp';
import { Roster } from './roster';

// The catalogue the service builds from the real results files, with every replayed slam draw
// (doubles and mixed register as their matches are first shown).
const results = new ResultsIndex();
const catalogue = new Catalogue(results.catalogueRows());
const roster = new Roster();
for (const m of loadReplayMatches())
  factsOf(
    m,
    roster,
    catalogue,
    () => null,
    () => undefined,
  );

describe('tournament names in the catalogue', () => {
  it('tells every tournament apart by its name', () => {
    const names = catalogue.all().map((t) => t.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it("names each of Wimbledon's five draws", () => {
    const wimbledon = catalogue
      .all()
      .filter((t) => t.name?.startsWith('Wimbledon —'))
      .map((t) => t.name)
      .sort();
    expect(wimbledon).toEqual([
      "Wimbledon — Men's Doubles",
      "Wimbledon — Men's Singles",
      'Wimbledon — Mixed Doubles',
      "Wimbledon — Women's Doubles",
      "Wimbledon — Women's Singles",
    ]);
  });

  it('keeps a name held by one draw as the files spell it', () => {
    const names = new Set(catalogue.all().map((t) => t.name));
    expect(names.has('Wimbledon Plate')).toBe(true);
  });
});
