import { describe, expect, test } from 'vitest';
import { HistoryPackage, HistoryPackageList, PackageQuery, PackagesQuery, periodFitsKind } from './packages';
import { queryError, queryValue } from './test-samples';

const manifest = () => ({
  period: '2026-07',
  status: 'ready',
  match_count: 5120,
  row_count: 1890233,
  files: [
    { format: 'jsonl', filename: 'tennis_history_2026-07.jsonl', bytes: 912345678, sha256: 'ab'.repeat(32) },
    {
      format: 'csv',
      compression: 'gzip',
      filename: 'tennis_history_points_complete_2026-07.csv.gz',
      bytes: 1234,
      sha256: 'cd'.repeat(32),
    },
  ],
  built_at: '2026-08-02T03:00:00Z',
});

describe('packages', () => {
  test('monthly tape manifest (no kind) and a yearly archive_tape listing row', () => {
    expect(HistoryPackage.parse(manifest()).kind).toBeUndefined();
    const yearly = { ...manifest(), period: '2019', kind: 'archive_tape', row_count: null };
    expect(HistoryPackageList.parse({ data: [yearly], meta: { count: 1, year: '2019' } }).data[0].kind).toBe(
      'archive_tape',
    );
    expect(
      HistoryPackage.safeParse({ ...manifest(), files: [{ format: 'jsonl', bytes: '12', sha256: 'x' }] })
        .success,
    ).toBe(false);
  });

  test('listing query', () => {
    expect(queryValue(PackagesQuery, {})).toEqual({ kind: 'tape' });
    expect(queryValue(PackagesQuery, { kind: 'elo', year: '2020' })).toEqual({ kind: 'elo', year: '2020' });
    expect(queryError(PackagesQuery, { kind: 'video' })?.error).toBe('bad_kind');
    expect(queryError(PackagesQuery, { year: '20' })?.error).toBe('bad_year');
  });

  test('period query: the period must fit the kind', () => {
    expect(queryValue(PackageQuery, { period: '2026-07' })).toEqual({ kind: 'tape', period: '2026-07' });
    expect(queryValue(PackageQuery, { period: '2019', kind: 'archive_tape', format: 'csv' })).toEqual({
      kind: 'archive_tape',
      format: 'csv',
      period: '2019',
    });
    expect(queryError(PackageQuery, { period: '2019' })?.error).toBe('bad_period');
    expect(queryError(PackageQuery, { period: '2019-07', kind: 'rally' })?.error).toBe('bad_period');
    expect(queryError(PackageQuery, { period: '2026-13' })?.error).toBe('bad_period');
    expect(queryError(PackageQuery, { period: '2026-07', format: 'parquet' })?.error).toBe('bad_format');
    expect(periodFitsKind('2026-07', 'rankings')).toBe(true);
  });
});
