import { describe, expect, it } from 'vitest';
import type { MatchPoints } from '../../../contract/points';
import { applyPointFrame, applyPointUpdate, emptyPointsEntry, historyAfterSeq } from './points-merge';
import { applyPointsPage, markPointsForReread } from './points-page';
import { pointFrame, pointRow, pointUpdateFrame } from './test-frames';

const feed = (seqs: number[], now = 1_000) =>
  seqs.reduce((e, s) => applyPointFrame(e, pointFrame(3, s), now), emptyPointsEntry(3));

const page = (basis: string, seqs: number[], extra: Partial<MatchPoints> = {}): MatchPoints => ({
  pbp_coverage: 'point',
  quality: 'clean',
  basis,
  covers_from_start: true,
  last_seq: seqs.at(-1) ?? 0,
  has_more: false,
  points: seqs.map((s) => pointRow(s, basis === 'reconstruction' ? { ts: null } : {})),
  enrichment: { serve: null, outcome: null },
  ...extra,
});

describe('point frames', () => {
  it('keys rows by seq, in seq order, deduped', () => {
    const e = feed([1, 3, 2, 3, 1]);
    expect(e.points.map((p) => p.seq)).toEqual([1, 2, 3]);
    expect(e.contiguousSeq).toBe(3);
    expect(e.gapSince).toBeNull();
    expect(e.basis).toBe('live');
  });

  it('detects a gap and forgets it once late frames fill it', () => {
    const gapped = feed([1, 2, 5], 1_000);
    expect(gapped.contiguousSeq).toBe(2);
    expect(gapped.gapSince).toBe(1_000);
    const later = applyPointFrame(gapped, pointFrame(3, 3), 2_000);
    expect(later.gapSince).toBe(1_000);
    const filled = applyPointFrame(later, pointFrame(3, 4), 3_000);
    expect(filled.contiguousSeq).toBe(5);
    expect(filled.gapSince).toBeNull();
  });

  it('a match joined mid-match: its first frame opens no gap, a hole after it does', () => {
    // The feed has no replay: a page that connects at point 115 starts there.
    const joined = feed([115, 116, 117], 1_000);
    expect(joined.contiguousSeq).toBe(117);
    expect(joined.gapSince).toBeNull();
    const holed = applyPointFrame(joined, pointFrame(3, 119), 2_000);
    expect(holed.contiguousSeq).toBe(117);
    expect(holed.gapSince).toBe(2_000);
    expect(applyPointFrame(holed, pointFrame(3, 118), 3_000)).toMatchObject({
      contiguousSeq: 119,
      gapSince: null,
    });
  });

  it('a duplicate keeps identity', () => {
    const e = feed([1, 2]);
    expect(applyPointFrame(e, pointFrame(3, 2), 9)).toBe(e);
  });
});

describe('history below the first frame', () => {
  it('asks for only as many rows as the view shows', () => {
    const joined = feed([115, 116, 117]);
    expect(historyAfterSeq(joined, 20)).toBe(97);
    expect(historyAfterSeq(joined, Number.POSITIVE_INFINITY)).toBe(0);
    expect(historyAfterSeq(joined, 0)).toBeNull();
    expect(historyAfterSeq(feed(Array.from({ length: 20 }, (_, i) => 98 + i)), 20)).toBeNull();
    expect(historyAfterSeq(feed([1, 2, 3]), Number.POSITIVE_INFINITY)).toBeNull();
    expect(historyAfterSeq(feed([4, 5]), 20)).toBe(0);
    expect(historyAfterSeq(emptyPointsEntry(3), 20)).toBeNull();
  });

  it('a history page joins the rows held; one that stops short leaves a gap to read', () => {
    const joined = feed([115, 116, 117]);
    const read = applyPointsPage(
      joined,
      page(
        'live',
        Array.from({ length: 17 }, (_, i) => 101 + i),
      ),
      100,
      2_000,
    );
    expect(read.points[0].seq).toBe(101);
    expect(read).toMatchObject({ contiguousSeq: 117, gapSince: null });
    const short = applyPointsPage(joined, page('live', [101, 102, 103]), 100, 2_000);
    expect(short).toMatchObject({ contiguousSeq: 103, gapSince: 2_000 });
  });
});

describe('point_update', () => {
  it('applies serve and outcome by seq', () => {
    const e = applyPointUpdate(feed([1, 2]), pointUpdateFrame(3, 2, 1, 'ace') as never);
    expect(e.points[1]).toMatchObject({ seq: 2, serve: 1, outcome: 'ace' });
    expect(e.points[0].outcome).toBeNull();
  });

  it('holds an update that beats its point and folds it in on arrival', () => {
    const early = applyPointUpdate(feed([1]), pointUpdateFrame(3, 2, 2, 'double_fault') as never);
    expect(early.pendingUpdates).toHaveLength(1);
    const e = applyPointFrame(early, pointFrame(3, 2), 5);
    expect(e.points[1]).toMatchObject({ serve: 2, outcome: 'double_fault' });
    expect(e.pendingUpdates).toEqual([]);
  });
});

describe('points pages', () => {
  it('fills a gap from a page and dedupes rows already held', () => {
    const e = applyPointsPage(feed([1, 2, 6]), page('live', [3, 4, 5, 6]), 2, 2_000);
    expect(e.points.map((p) => p.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(e.contiguousSeq).toBe(6);
    expect(e.gapSince).toBeNull();
  });

  it('a page from 0 on a new basis replaces the live rows', () => {
    const held = markPointsForReread(feed([1, 2, 3]));
    expect(held.needsReread).toBe(true);
    const e = applyPointsPage(held, page('reconstruction', [1, 2]), 0, 2_000);
    expect(e.basis).toBe('reconstruction');
    expect(e.points.map((p) => p.ts)).toEqual([null, null]);
    expect(e.needsReread).toBe(false);
    // Live rows must not interleave with a reconstruction.
    expect(applyPointFrame(e, pointFrame(3, 3), 3_000)).toBe(e);
  });

  it('a later page on a new basis replaces the rows from there on; an empty one asks for a re-read', () => {
    const e = applyPointsPage(feed([1, 2, 3]), page('reconstruction', [4, 5]), 3, 2_000);
    expect(e.basis).toBe('reconstruction');
    expect(e.points.map((p) => p.seq)).toEqual([4, 5]);
    expect(e).toMatchObject({ contiguousSeq: 5, gapSince: null, needsReread: false });
    // A view of the whole match reads the rest of the reconstruction from 0; 20 rows need nothing.
    expect(historyAfterSeq(e, Number.POSITIVE_INFINITY)).toBe(0);
    expect(historyAfterSeq(e, 2)).toBeNull();
    const empty = applyPointsPage(feed([1, 2, 3]), page('reconstruction', []), 3, 2_000);
    expect(empty.needsReread).toBe(true);
    expect(empty.points).toEqual([]);
  });

  it('a durable row fills in the serve/outcome a held row lacked', () => {
    const e = applyPointsPage(
      feed([1]),
      page('live', [1], { points: [pointRow(1, { serve: 1, outcome: 'ace' })] }),
      0,
      9,
    );
    expect(e.points[0]).toMatchObject({ serve: 1, outcome: 'ace' });
  });
});
