import { beforeAll, describe, expect, it } from 'vitest';
import { entryAt } from './elo-engine';
import { type EloEntry, type EloListingQuery, eloListing, eloListingReady, servedRating } from './elo-reads';
import { type EloTape, eloTapeReady } from './elo-tape';
import { PackedLadderTapes } from './packed-ladder';

/** The listing rule read straight off the tape: kept players, rating then id, ties sharing a rank. */
function byTheRule(tape: EloTape, q: EloListingQuery) {
  const horizon = q.asOf - q.activityWeeks * 7;
  const rows: EloEntry[] = [];
  for (const [id, t] of tape.ladders[q.ladder]) {
    const i = entryAt(t, q.asOf);
    if (i < 0 || t.matches[i] < q.minMatches || t.effective[i] <= horizon) continue;
    rows.push({
      id,
      name: tape.names.get(id) ?? null,
      ladder: q.ladder,
      rating: servedRating(t.rating[i]),
      matches: t.matches[i],
      effective: t.effective[i],
      rank: 0,
    });
  }
  rows.sort((a, b) => b.rating - a.rating || a.id - b.id);
  rows.forEach((r, k) => {
    r.rank = k > 0 && rows[k - 1].rating === r.rating ? rows[k - 1].rank : k + 1;
  });
  return rows;
}

// The WTA tape as the service holds it (packed columns from the worker), so the listing made a few
// players at a time is the one checked.
describe('an Elo listing of the real WTA tape', () => {
  let tape: EloTape;
  beforeAll(async () => {
    tape = await eloTapeReady('wta');
  }, 300_000);

  it('made ahead in slices, holds the same field as the rule', async () => {
    expect(tape.ladders.overall).toBeInstanceOf(PackedLadderTapes);
    for (const ladder of ['overall', 'clay'] as const) {
      const q = { tour: 'wta', ladder, asOf: tape.newest, minMatches: 10, activityWeeks: 52 } as const;
      await eloListingReady(q);
      const want = byTheRule(tape, q);
      expect(want.length).toBeGreaterThan(100);
      expect(eloListing(q)).toEqual(want);
    }
  });

  it('made in one go at an older date, holds the same field as the rule', () => {
    const q = {
      tour: 'wta',
      ladder: 'hard',
      asOf: tape.newest - 3650,
      minMatches: 5,
      activityWeeks: 26,
    } as const;
    const want = byTheRule(tape, q);
    expect(want.length).toBeGreaterThan(100);
    expect(eloListing(q)).toEqual(want);
  });
});
