import type { LivePoint, MatchPoints } from '../../../contract/points';
import { applyPointUpdate, findSeq, insertPoint, type PointsEntry } from './points-merge';

// REST pages of `/points?after_seq=` meet the rows the feed delivered: same dedupe by seq, and the
// rule that the live and reconstruction bases are never interleaved.

/**
 * A `/points` page read with `after_seq`. A basis that differs from the one held means the rows were
 * rebuilt (a completed match's reconstruction) and the two must not interleave: the page's rows
 * replace the ones held. From 0 that is the whole match; from a later seq it is the match from there
 * on (a reconstruction's seqs are contiguous), and a view that shows more reads the history below it
 * (`historyAfterSeq`). A later page with no rows on a new basis asks for a re-read from 0.
 */
export function applyPointsPage(
  entry: PointsEntry,
  page: MatchPoints,
  afterSeq: number,
  now: number,
): PointsEntry {
  const meta = { pbpCoverage: page.pbp_coverage, quality: page.quality };
  if (entry.basis !== null && page.basis !== entry.basis) {
    const fresh = {
      ...entry,
      ...meta,
      basis: page.basis,
      points: [],
      contiguousSeq: 0,
      pendingUpdates: [],
      gapSince: null,
    };
    if (afterSeq > 0 && page.points.length === 0) return { ...fresh, needsReread: true };
    return mergeRows(fresh, page.points, now, false);
  }
  return mergeRows(
    { ...entry, ...meta, basis: page.basis },
    page.points,
    now,
    afterSeq === 0 ? false : entry.needsReread,
  );
}

function mergeRows(
  entry: PointsEntry,
  rows: readonly LivePoint[],
  now: number,
  needsReread: boolean,
): PointsEntry {
  let next = entry;
  for (const row of rows) {
    const at = findSeq(next.points, row.seq);
    if (at < 0) next = insertPoint(next, row, now);
    // A held row may lack the serve/outcome the durable record has by now.
    else
      next = applyPointUpdate(next, {
        type: 'point_update',
        match_id: next.matchId,
        seq: row.seq,
        serve: row.serve,
        outcome: row.outcome,
        published_at: '',
      });
  }
  return next.needsReread === needsReread ? next : { ...next, needsReread };
}

/** The match completed: its rows may now read as a reconstruction, so read again from 0. */
export function markPointsForReread(entry: PointsEntry): PointsEntry {
  return entry.needsReread || entry.basis === 'reconstruction' ? entry : { ...entry, needsReread: true };
}
