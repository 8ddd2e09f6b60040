import { describe, expect, it } from 'vitest';
import { holdInPlace, movedIds, reconcileOrder } from './trade-order';

describe('reconcileOrder', () => {
  it('drops matches that left and appends new ones, keeping the held order', () => {
    expect(reconcileOrder([3, 1, 2], [1, 2, 4, 3])).toEqual([3, 1, 2, 4]);
    expect(reconcileOrder([3, 1, 2], [2, 3])).toEqual([3, 2]);
  });
  it('returns the same array when nothing changed', () => {
    const order = [3, 1, 2];
    expect(reconcileOrder(order, [1, 2, 3])).toBe(order);
  });
});

describe('holdInPlace', () => {
  it('keeps a held card at its index while the others re-sort around it', () => {
    // Sorted afresh the held card 2 would go first; it stays third.
    expect(holdInPlace([1, 3, 2, 4], [2, 4, 3, 1], new Set([2]))).toEqual([4, 3, 2, 1]);
  });
  it('holds two cards (focus and pointer) at their indices', () => {
    const next = holdInPlace([1, 2, 3, 4, 5], [5, 4, 3, 2, 1], new Set([1, 4]));
    expect(next.indexOf(1)).toBe(0);
    expect(next.indexOf(4)).toBe(3);
    expect(new Set(next)).toEqual(new Set([1, 2, 3, 4, 5]));
  });
  it('ignores a held id that is not in the grid', () => {
    expect(holdInPlace([1, 2], [2, 1], new Set([9]))).toEqual([2, 1]);
  });
});

describe('movedIds', () => {
  it('names the cards whose place changed', () => {
    expect(movedIds([1, 2, 3], [2, 1, 3])).toEqual(new Set([1, 2]));
    expect(movedIds([1, 2, 3], [1, 2, 3, 4])).toEqual(new Set());
  });
});
