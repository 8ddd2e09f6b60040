import { describe, expect, it } from 'vitest';
import { CompactResults, compactResultsHeld, holdCompactResults } from '../data/compact-results';
import { loadResults } from '../data/results';
import { compactedResults } from '../test/compacted-results';
import { ResultsIndex } from './results-index';

/** Wins and losses per season counted straight from the parsed rows, newest three seasons. */
function counted(tour: 'atp' | 'wta', id: number) {
  const per = new Map<number, { season: number; wins: number; losses: number }>();
  for (const r of loadResults()) {
    if (r.tour !== tour || (r.winner.id !== id && r.loser.id !== id)) continue;
    const rec = per.get(r.season) ?? { season: r.season, wins: 0, losses: 0 };
    if (r.winner.id === id) rec.wins++;
    else rec.losses++;
    per.set(r.season, rec);
  }
  return [...per.values()].sort((a, b) => b.season - a.season).slice(0, 3);
}

describe('season records read from the compact results', () => {
  it('count each season as the parsed rows do', () => {
    const rows = loadResults();
    holdCompactResults(new CompactResults(compactedResults()));
    expect(compactResultsHeld()).not.toBeNull();
    const index = new ResultsIndex();
    const people = [
      ['Roger Federer', 'atp'],
      ['Carlos Alcaraz', 'atp'],
      ['Iga Swiatek', 'wta'],
      ['Chris Evert', 'wta'],
    ] as const;
    for (const [name, tour] of people) {
      const id = rows.find((r) => r.tour === tour && r.winner.name === name)?.winner.id ?? -1;
      const expected = counted(tour, id);
      expect(expected.length, name).toBeGreaterThan(0);
      expect(index.seasonRecords(tour, id), name).toEqual(expected);
    }
  }, 300_000);
});
