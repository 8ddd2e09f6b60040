import { describe, expect, it } from 'vitest';
import type { HistoryTapeRow } from '../../../contract/history-matches';
import { tapeSamples } from './tape-samples';

const T0 = Date.parse('2026-06-01T12:00:00Z');
const row = (
  sequence: number | null,
  p: number | null,
  s: number | null,
  extra: Partial<HistoryTapeRow> = {},
) =>
  ({
    sequence,
    win_probability_p1: p,
    accepted_at: s === null ? null : new Date(T0 + s * 1000).toISOString(),
    timestamp: null,
    danger: null,
    ...extra,
  }) as unknown as HistoryTapeRow;

describe('tapeSamples', () => {
  it('keeps one reading per score state in sequence order, the last row of a state winning', () => {
    const rows = [row(2, 0.55, 20), row(1, 0.5, 10), row(3, 0.6, 30), row(2, 0.56, 21)];
    expect(tapeSamples(rows, 10)).toEqual([
      { sequence: 1, t: T0 + 10_000, p: 0.5 },
      { sequence: 2, t: T0 + 21_000, p: 0.56 },
      { sequence: 3, t: T0 + 30_000, p: 0.6 },
    ]);
  });

  it('skips rows with no probability or no clock, falls back to the capture time, keeps the newest', () => {
    const rows = [
      row(1, null, 10),
      row(2, 0.5, null),
      row(3, 0.52, null, { timestamp: new Date(T0 + 40_000).toISOString() }),
      row(null, 0.6, 50),
      row(4, 0.54, 60),
      row(5, 0.58, 70),
    ];
    expect(tapeSamples(rows, 2).map((s) => s.sequence)).toEqual([4, 5]);
    expect(tapeSamples(rows, 5).map((s) => s.t)).toEqual([T0 + 40_000, T0 + 60_000, T0 + 70_000]);
  });

  it('never draws backwards in time when a later state was accepted earlier', () => {
    expect(tapeSamples([row(1, 0.5, 30), row(2, 0.6, 20)], 5).map((s) => s.t)).toEqual([
      T0 + 30_000,
      T0 + 30_000,
    ]);
  });
});
