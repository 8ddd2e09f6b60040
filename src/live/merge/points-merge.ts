import type { z } from 'zod';
import type { PointFrame, PointUpdateFrame } from '../../../contract/feed-frames';
import type { LivePoint } from '../../../contract/points';
import { copyArray, copyObject, type Draft, own } from './draft';

type PointUpdate = z.infer<typeof PointUpdateFrame>;

/** A late `serve`/`outcome` for a point we do not hold yet; applied when the point arrives. */
type PendingUpdate = Pick<PointUpdate, 'seq' | 'serve' | 'outcome'>;

/** Per-point rows of one match, keyed and deduped by `seq`. */
export interface PointsEntry {
  matchId: number;
  /** `live` or `reconstruction`; the two are never interleaved. Null until a page or frame says. */
  basis: string | null;
  /** Ascending by seq, one row per seq. */
  points: LivePoint[];
  /**
   * The last seq of the unbroken run that starts at the lowest row held (0 with no rows). A row
   * above it, with a hole below, is a gap. Seqs below the lowest row were never received (the feed
   * was joined mid-match): that is history, read only as deep as a view asks (`historyAfterSeq`).
   */
  contiguousSeq: number;
  /** Updates that arrived before their point, ascending by seq. */
  pendingUpdates: PendingUpdate[];
  /** Local ms a gap (a hole between held rows) was first seen; late frames may still fill it. */
  gapSince: number | null;
  /** The basis changed (or the match completed): read again from `after_seq=0`. */
  needsReread: boolean;
  pbpCoverage: string | null;
  quality: string | null;
}

/** An empty entry for a match with no point rows yet. */
export function emptyPointsEntry(matchId: number): PointsEntry {
  return {
    matchId,
    basis: null,
    points: [],
    contiguousSeq: 0,
    pendingUpdates: [],
    gapSince: null,
    needsReread: false,
    pbpCoverage: null,
    quality: null,
  };
}

/** Index of `seq` in ascending rows, or the insertion point as `-(index + 1)`. */
export function findSeq(rows: readonly { seq: number }[], seq: number): number {
  // Rows nearly always arrive in order: check the tail before searching.
  const n = rows.length;
  if (n === 0 || rows[n - 1].seq < seq) return -(n + 1);
  let lo = 0;
  let hi = n - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = rows[mid].seq;
    if (s === seq) return mid;
    if (s < seq) lo = mid + 1;
    else hi = mid - 1;
  }
  return -(lo + 1);
}

function withUpdate(point: LivePoint, update: PendingUpdate): LivePoint {
  const serve = update.serve ?? point.serve;
  const outcome = update.outcome ?? point.outcome;
  return serve === point.serve && outcome === point.outcome ? point : { ...point, serve, outcome };
}

/** The last seq of the run of consecutive seqs from the lowest row, scanning on from index `start` of it. */
function runEnd(points: readonly LivePoint[], start: number): number {
  if (points.length === 0) return 0;
  let c = start;
  while (c + 1 < points.length && points[c + 1].seq === points[c].seq + 1) c++;
  return points[c].seq;
}

/**
 * `insertedAt`: where the new row went. Above the lowest row the run held so far is still unbroken,
 * so the scan goes on from its end; a new lowest row starts the run again.
 */
function withRows(entry: PointsEntry, points: LivePoint[], now: number, insertedAt: number) {
  const held = insertedAt === 0 ? -1 : findSeq(points, entry.contiguousSeq);
  const contiguousSeq = runEnd(points, Math.max(0, held));
  const gap = points.length > 0 && points[points.length - 1].seq > contiguousSeq;
  return { points, contiguousSeq, gapSince: gap ? (entry.gapSince ?? now) : null };
}

/** Inserts one row (deduped by seq), folding in any update that arrived before it. */
export function insertPoint(entry: PointsEntry, row: LivePoint, now: number, draft?: Draft): PointsEntry {
  const at = findSeq(entry.points, row.seq);
  if (at >= 0) return entry;
  let point = row;
  let { pendingUpdates } = entry;
  const pending = pendingUpdates.length === 0 ? -1 : findSeq(pendingUpdates, row.seq);
  if (pending >= 0) {
    point = withUpdate(row, pendingUpdates[pending]);
    pendingUpdates = pendingUpdates.filter((_, i) => i !== pending);
  }
  const points = own(draft, entry.points, copyArray);
  const index = -at - 1;
  if (index === points.length) points.push(point);
  else points.splice(index, 0, point);
  const next = own(draft, entry, copyObject);
  Object.assign(next, withRows(entry, points, now, index));
  next.pendingUpdates = pendingUpdates;
  next.basis = entry.basis ?? 'live';
  return next;
}

/**
 * A `point` frame: deduped by seq. A hole between it and the rows held opens a gap that recovery
 * fills over REST; a match's first frame opens none, whatever its seq (the feed has no replay, so a
 * client that joins mid-match starts there).
 */
export function applyPointFrame(
  entry: PointsEntry,
  frame: PointFrame,
  now: number,
  draft?: Draft,
): PointsEntry {
  // Feed rows are on the live basis; once the match reads as a reconstruction they must not mix in.
  if (entry.basis === 'reconstruction') return entry;
  const next = insertPoint(entry, frame.point, now, draft);
  if (next === entry) return entry;
  next.pbpCoverage = frame.pbp_coverage;
  next.quality = frame.quality;
  return next;
}

/** A `point_update`: applied to the row with that seq, or held until the row arrives. */
export function applyPointUpdate(entry: PointsEntry, frame: PointUpdate, draft?: Draft): PointsEntry {
  const update: PendingUpdate = { seq: frame.seq, serve: frame.serve, outcome: frame.outcome };
  const at = findSeq(entry.points, frame.seq);
  if (at >= 0) {
    const point = withUpdate(entry.points[at], update);
    if (point === entry.points[at]) return entry;
    const points = own(draft, entry.points, copyArray);
    points[at] = point;
    const next = own(draft, entry, copyObject);
    next.points = points;
    return next;
  }
  const pendingAt = findSeq(entry.pendingUpdates, frame.seq);
  const pendingUpdates = entry.pendingUpdates.slice();
  if (pendingAt >= 0) {
    const held = pendingUpdates[pendingAt];
    const merged = {
      seq: frame.seq,
      serve: frame.serve ?? held.serve,
      outcome: frame.outcome ?? held.outcome,
    };
    if (merged.serve === held.serve && merged.outcome === held.outcome) return entry;
    pendingUpdates[pendingAt] = merged;
  } else pendingUpdates.splice(-pendingAt - 1, 0, update);
  return { ...entry, pendingUpdates };
}

/**
 * The `after_seq` a read must start from so that the newest `depth` rows are held (`Infinity`: the
 * whole match), or null when they are. Only the history below the lowest row held counts here; a
 * hole above it is a gap (`gapSince`).
 */
export function historyAfterSeq(entry: PointsEntry, depth: number): number | null {
  const n = entry.points.length;
  if (depth <= 0 || n === 0) return null;
  const newest = entry.points[n - 1].seq;
  const from = Number.isFinite(depth) ? Math.max(1, newest - depth + 1) : 1;
  return entry.points[0].seq <= from ? null : from - 1;
}
