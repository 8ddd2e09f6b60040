import { z } from 'zod';
import { openEnum, Side, Timestamp } from './common';
import { intString } from './query-params';
import { defineQuery, field } from './query';

export const POINT_OUTCOMES = ['ace', 'double_fault', 'winner', 'forced_error', 'unforced_error'] as const;

/** One played point: the state after it. `seq` is the per-match dedupe and resume key. */
export const LivePoint = z.looseObject({
  /** Per match, monotonic, never skips; arrival order on the live basis. */
  seq: z.int(),
  /** In-game score after the point; the running count as integer strings in a tiebreak. */
  score: z.looseObject({ p1: z.string().nullable(), p2: z.string().nullable() }),
  sets: z.array(z.int().nullable()),
  /** Frozen at the pre-breaker score during a tiebreak. */
  games: z.array(z.array(z.int())),
  set: z.int().nullable(),
  game: z.int().nullable(),
  /** May be null; the tuple set/game/number may repeat. */
  number: z.int().nullable(),
  /** Server of the next point. */
  server: Side.nullable(),
  /** Null when not attributable to one point. */
  winner: Side.nullable(),
  /** Capture time; null on the reconstruction basis. */
  ts: Timestamp.nullable(),
  /** 1 or 2 (first or second serve); null when unstated. */
  serve: z.union([z.literal(1), z.literal(2)]).nullable(),
  outcome: openEnum(POINT_OUTCOMES).nullable(),
  // From the vendor yaml.
  tiebreak: z.boolean().optional(),
});
export type LivePoint = z.infer<typeof LivePoint>;

export const PBP_COVERAGES = ['point', 'game'] as const;
export const POINT_QUALITIES = ['clean', 'revised'] as const;
export const POINT_BASES = ['live', 'reconstruction'] as const;

// shape ours: `enrichment` is "per-match coverage of serve/outcome" with no fields shown; we give
// the share (0..1) of served rows carrying each, null when there are no rows.
/** Per-match coverage of the later-arriving `serve` and `outcome` fields. */
export const PointEnrichment = z.looseObject({
  serve: z.number().min(0).max(1).nullable(),
  outcome: z.number().min(0).max(1).nullable(),
});

/** `GET /matches/{id}/points` page; `game` coverage gives empty `points` (an answer, not an error). */
export const MatchPoints = z.looseObject({
  match_id: z.int().optional(),
  pbp_coverage: openEnum(PBP_COVERAGES),
  quality: openEnum(POINT_QUALITIES),
  /** The two bases are never interleaved: re-read from `after_seq=0` after a match completes. */
  basis: openEnum(POINT_BASES),
  covers_from_start: z.boolean().nullable(),
  /** Pass as the next `after_seq` while `has_more`. */
  last_seq: z.int(),
  has_more: z.boolean(),
  points: z.array(LivePoint),
  enrichment: PointEnrichment,
});
export type MatchPoints = z.infer<typeof MatchPoints>;

/** `after_seq` cursor field (integer at least 0, default 0 → `bad_after_seq`). */
export const afterSeqField = field(intString({ min: 0 }).default(0), 'bad_after_seq', {
  rule: 'an integer at least 0',
});

/** `GET /matches/{id}/points` query. */
export const PointsQuery = defineQuery({ after_seq: afterSeqField });
