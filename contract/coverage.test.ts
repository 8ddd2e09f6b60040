import { describe, expect, test } from 'vitest';
import { CoverageRollup } from './coverage';

const bucket = (completed: number, complete: number) => ({
  completed,
  any_tape: completed,
  point_complete: complete,
  complete_on_default_read: complete - 1,
  share: completed ? complete / completed : null,
});

describe('coverage rollup', () => {
  test('buckets keyed by tour × draw plus other; a bucket may be missing', () => {
    const r = CoverageRollup.parse({
      as_of: '2026-08-18T04:00:00Z',
      built_at: '2026-08-18T04:00:00Z',
      ledger_max_computed_at: null,
      method: 'A match is point-complete when ...',
      buckets: { itf_singles: bucket(1000, 511), itf_doubles: bucket(1000, 35), other: bucket(0, 1) },
      totals: bucket(174393, 91318),
    });
    expect(r.buckets.atp_singles).toBeUndefined();
    expect(r.buckets.other.share).toBeNull();
  });

  test('wrong types fail', () => {
    expect(
      CoverageRollup.safeParse({ as_of: 'x', built_at: 'x', method: '', buckets: {}, totals: {} }).success,
    ).toBe(false);
  });
});
