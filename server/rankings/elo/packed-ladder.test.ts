import { describe, expect, it } from 'vitest';
import { type EloResult, walkElo } from './elo-engine';
import { PackedLadderTapes, packLadder } from './packed-ladder';

const plain = (t: {
  effective: ArrayLike<number>;
  rating: ArrayLike<number>;
  matches: ArrayLike<number>;
}) => ({
  effective: Array.from(t.effective),
  rating: Array.from(t.rating),
  matches: Array.from(t.matches),
});

describe('a packed Elo ladder read in place', () => {
  it('answers every player, in the walk order, as the walked maps do', () => {
    // Ids out of order and a player met again weeks later, so bisection and walk order both matter.
    const results: EloResult[] = [
      { weekStart: 100, winnerId: 907, loserId: 12, surface: 'clay' },
      { weekStart: 100, winnerId: 12, loserId: 450, surface: 'hard' },
      { weekStart: 107, winnerId: 3, loserId: 907, surface: null },
      { weekStart: 114, winnerId: 450, loserId: 3, surface: 'clay' },
      { weekStart: 121, winnerId: 907, loserId: 450, surface: 'grass' },
    ];
    const walked = walkElo(results);
    for (const ladder of ['overall', 'hard', 'clay', 'grass'] as const) {
      const packed = new PackedLadderTapes(packLadder(walked[ladder]));
      expect(packed.size).toBe(walked[ladder].size);
      expect([...packed.keys()]).toEqual([...walked[ladder].keys()]);
      expect([...packed].map(([id, t]) => [id, plain(t)])).toEqual(
        [...walked[ladder]].map(([id, t]) => [id, plain(t)]),
      );
      for (const id of [3, 12, 450, 907]) {
        const want = walked[ladder].get(id);
        const got = packed.get(id);
        expect(got && plain(got)).toEqual(want && plain(want));
      }
      expect(packed.get(5)).toBeUndefined();
    }
  });
});
