import { describe, expect, test } from 'vitest';
import { HistoryPrices, HistoryPricesQuery } from './history-prices';
import { queryError, queryValue } from './test-samples';

describe('per-point price history', () => {
  test('a row with one side unquoted', () => {
    const page = HistoryPrices.parse({
      data: [
        {
          seq: 12,
          sets: [0, 0],
          games: [[2], [1]],
          points: ['40', '15'],
          is_tiebreak: false,
          ts: '2026-09-20T13:20:00Z',
          quotes: {
            '1': {
              mid: 0.64,
              bid: 0.635,
              ask: 0.645,
              synthetic: true,
              timestamp: '2026-09-20T13:19:55Z',
              resolution: 'tick',
            },
            '2': null,
          },
        },
      ],
      meta: { last_seq: 12, count: 1 },
    });
    expect(page.data[0].quotes['2']).toBeNull();
    expect(HistoryPrices.safeParse({ data: [], meta: {} }).success).toBe(false);
  });

  test('query: after_seq default 0, limit default 100', () => {
    expect(queryValue(HistoryPricesQuery, {})).toEqual({ after_seq: 0, limit: 100 });
    expect(queryError(HistoryPricesQuery, { after_seq: 'x' })?.error).toBe('bad_after_seq');
    expect(queryError(HistoryPricesQuery, { limit: '0' })?.error).toBe('bad_request');
  });
});
