import { describe, expect, it } from 'vitest';
import { ChartedColumnsReader, chartedColumns } from './charted-columns';
import { chartedMatches } from './charted-matches';

// The request thread makes the charted matches from the worker's columns: every match must come
// out as the matches file reads it, field for field, on the real files of both tours.
describe('the charted matches taken in as columns', () => {
  it('makes every match as it was read, field for field', () => {
    const list = chartedMatches();
    const { strings, slices } = chartedColumns(list, 1_000);
    const reader = new ChartedColumnsReader(strings);
    const made = slices.flatMap((s) => reader.matches(s));
    expect(list.length).toBeGreaterThan(10_000);
    expect(made).toHaveLength(list.length);
    for (let i = 0; i < list.length; i++) expect(made[i]).toEqual(list[i]);
    expect(slices.every((s) => s.mcpStart.length - 1 <= 1_000)).toBe(true);
    // The table holds each repeated name, date and tournament once.
    expect(strings.length).toBeLessThan(list.length * 2);
  });

  it('keeps the nulls, ragged rows and both tours the file holds', () => {
    const list = chartedMatches();
    const made = (() => {
      const { strings, slices } = chartedColumns(list, 333);
      const reader = new ChartedColumnsReader(strings);
      return slices.flatMap((s) => reader.matches(s));
    })();
    // Each kind of odd value occurs in the real files, so the round trip is tested on it.
    const kinds = {
      ragged: (m: (typeof list)[number]) => m.ragged,
      noRound: (m: (typeof list)[number]) => m.round === null,
      noSurface: (m: (typeof list)[number]) => m.surface === null,
      noBestOf: (m: (typeof list)[number]) => m.bestOf === null,
      noHand: (m: (typeof list)[number]) => m.players[0].hand === null,
      noUmpire: (m: (typeof list)[number]) => m.umpire === null,
      women: (m: (typeof list)[number]) => m.gender === 'W',
    };
    for (const [kind, is] of Object.entries(kinds)) {
      expect(list.some(is), kind).toBe(true);
      expect(made.filter(is), kind).toEqual(list.filter(is));
    }
  });

  it('shares one player object per name and hand', () => {
    const list = chartedMatches();
    const { strings, slices } = chartedColumns(list, 1_000);
    const reader = new ChartedColumnsReader(strings);
    const made = slices.flatMap((s) => reader.matches(s));
    const a = made.findIndex((m) => m.players[0].name === 'Roger Federer');
    const b = made.findIndex(
      (m, i) =>
        i > a && m.players[0].name === 'Roger Federer' && m.players[0].hand === made[a].players[0].hand,
    );
    expect(a).toBeGreaterThanOrEqual(0);
    expect(b).toBeGreaterThan(a);
    expect(made[b].players[0]).toBe(made[a].players[0]);
  });
});
