import { describe, expect, test } from 'vitest';
import { StatusHistoryList, StatusHistoryQuery } from './status-history';
import { queryValue } from './test-samples';

describe('status history', () => {
  test('a live-to-completed row and a restatement row', () => {
    const list = StatusHistoryList.parse({
      data: [
        {
          at: '2026-09-19T16:40:02Z',
          status_before: 'live',
          status_after: 'completed',
          event_status_before: null,
          event_status_after: 'Retired',
          outcome: 'retired',
          score: { sets: [1, 0], games: [[6], [2]], points: ['0', '0'], server: 2, is_tiebreak: false },
          basis: 'observed',
        },
        {
          at: '2026-09-22T08:00:00Z',
          status_before: 'completed',
          status_after: 'completed',
          event_status_before: 'Retired',
          event_status_after: 'Walk Over',
          outcome: 'walkover',
          score: null,
          basis: 'restatement',
        },
      ],
      meta: { count: 2, limit: 50, offset: 0 },
    });
    expect(list.data[1].basis).toBe('restatement');
    expect(StatusHistoryList.safeParse({ data: [{ at: 'x' }], meta: { count: 1 } }).success).toBe(false);
    expect(queryValue(StatusHistoryQuery, {})).toEqual({ limit: 50, offset: 0 });
  });
});
