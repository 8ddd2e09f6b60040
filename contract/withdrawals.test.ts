import { describe, expect, test } from 'vitest';
import { Withdrawals } from './withdrawals';

describe('withdrawals', () => {
  test('rows are score_withdrawn frames; empty data means nothing was withdrawn', () => {
    const frame = {
      type: 'score_withdrawn',
      match_id: 48213,
      kind: 'withdrawn',
      superseded_sequence: 117,
      reason: 'set end not confirmed',
      safe_to_resume: true,
      ts: '2026-09-20T14:00:00Z',
      published_at: '2026-09-20T14:00:00.123Z',
    };
    expect(Withdrawals.parse({ match_id: 48213, data: [frame] }).data[0].superseded_sequence).toBe(117);
    expect(Withdrawals.parse({ match_id: 48213, data: [] }).data).toEqual([]);
    expect(Withdrawals.safeParse({ match_id: 48213, data: [{ ...frame, type: 'score' }] }).success).toBe(
      false,
    );
  });
});
