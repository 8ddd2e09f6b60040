import { describe, expect, it } from 'vitest';
import { movedIds, nextOrder, reconcileOrder } from './trade-order';

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

const calm = { pointer: false, focus: false, expanded: false };

describe('nextOrder', () => {
  it('keeps the default order through any number of live-sort ticks: only the trader re-sorts it', () => {
    const order = [1, 2, 3, 4];
    let now: readonly number[] = order;
    for (let i = 0; i < 12; i++)
      now = nextOrder(now, { kind: 'tick', wanted: [4, 3, 2, 1], live: false, attention: calm });
    expect(now).toBe(order);
    expect(nextOrder(now, { kind: 'asked', wanted: [4, 3, 2, 1] })).toEqual([4, 3, 2, 1]);
  });
  it('changes the default order when matches start (appended) and end (dropped), the rest in place', () => {
    const next = nextOrder([3, 1, 2], { kind: 'listing', ids: [1, 2, 5, 3] });
    expect(next).toEqual([3, 1, 2, 5]);
    expect(nextOrder(next, { kind: 'listing', ids: [5, 2, 3] })).toEqual([3, 2, 5]);
  });
  it('live sort re-sorts on a tick only while the pointer, focus and any expanded card are out of the grid', () => {
    const tick = (attention: typeof calm) =>
      nextOrder([1, 2, 3], { kind: 'tick', wanted: [3, 2, 1], live: true, attention });
    expect(tick(calm)).toEqual([3, 2, 1]);
    expect(tick({ ...calm, pointer: true })).toEqual([1, 2, 3]);
    expect(tick({ ...calm, focus: true })).toEqual([1, 2, 3]);
    expect(tick({ ...calm, expanded: true })).toEqual([1, 2, 3]);
  });
  it('returns the same array when the wanted order is the one shown', () => {
    const order = [1, 2];
    expect(nextOrder(order, { kind: 'asked', wanted: [1, 2] })).toBe(order);
  });
});

describe('movedIds', () => {
  it('names the cards whose place changed', () => {
    expect(movedIds([1, 2, 3], [2, 1, 3])).toEqual(new Set([1, 2]));
    expect(movedIds([1, 2, 3], [1, 2, 3, 4])).toEqual(new Set());
  });
});
