import { describe, expect, it } from 'vitest';
import { createRowCache } from './row-cache';
import { makeLiveMatch } from './test-rows';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const quote = { mid: 0.5, timestamp: null, readAt: NOW };

describe('createRowCache', () => {
  it('hands back the same row while its match and quote are the same, a new one when either changes', () => {
    const cache = createRowCache(() => NOW);
    const match = makeLiveMatch({ id: 7 });
    const row = cache.rowOf(match, quote);
    expect(cache.rowOf(match, quote)).toBe(row);
    expect(cache.rowOf({ ...match }, quote)).not.toBe(row);
    expect(cache.rowOf(match, { ...quote, mid: 0.6 }).mid).toBe(0.6);
  });

  it('prunes the rows of matches that left the grid and keeps the others', () => {
    const cache = createRowCache(() => NOW);
    const kept = makeLiveMatch({ id: 1 });
    const keptRow = cache.rowOf(kept, undefined);
    cache.rowOf(makeLiveMatch({ id: 2 }), undefined);
    cache.rowOf(makeLiveMatch({ id: 3 }), quote);
    expect(cache.size).toBe(3);

    cache.prune(new Set([1]));

    expect(cache.size).toBe(1);
    expect(cache.rowOf(kept, undefined)).toBe(keptRow);
  });
});
