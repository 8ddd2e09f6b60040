import { describe, expect, it } from 'vitest';
import { flattenPages, nextCursor, nextEventId, nextOffset, nextPointsSeq } from './pagination';

describe('pagination helpers', () => {
  it('offset: has_more is the end signal, even after a short filtered page', () => {
    expect(nextOffset({ count: 3, limit: 50, has_more: true }, 0, 3)).toBe(50);
    expect(nextOffset({ count: 50, limit: 50, has_more: false }, 50, 50)).toBeUndefined();
  });
  it('offset: falls back to total, then to a full page', () => {
    expect(nextOffset({ count: 50, limit: 50, total: 120 }, 50, 50)).toBe(100);
    expect(nextOffset({ count: 20, limit: 50, total: 120 }, 100, 20)).toBeUndefined();
    expect(nextOffset({ count: 50, limit: 50 }, 0, 50)).toBe(50);
    expect(nextOffset({ count: 10, limit: 50 }, 0, 10)).toBeUndefined();
  });
  it('cursor, points and events pages', () => {
    expect(nextCursor({ has_more: true, next_cursor: 'abc' })).toBe('abc');
    expect(nextCursor({ has_more: false, next_cursor: 'abc' })).toBeUndefined();
    expect(nextPointsSeq({ has_more: true, last_seq: 500 })).toBe(500);
    expect(nextPointsSeq({ has_more: false, last_seq: 512 })).toBeUndefined();
    expect(nextEventId({ next_cursor: 41 })).toBe(41);
    expect(nextEventId({ next_cursor: null })).toBeUndefined();
    expect(flattenPages([{ data: [1, 2] }, { data: [3] }])).toEqual([1, 2, 3]);
  });
});
