import { z } from 'zod';
import { openEnum, Side, Timestamp } from './common';
import { EVENT_TYPES, Event } from './event';
import { LivePoint, PBP_COVERAGES, POINT_OUTCOMES, POINT_QUALITIES } from './points';
import { Score, VERDICT_KINDS } from './score';

// Native WebSocket feed at {base_url}/ws. Frame payloads beyond the fields the documents name are
// "not shown"; where the vendor yaml has them (break_point, break_point_result, point) we follow
// it, elsewhere the shape is ours and marked. Every data frame carries `published_at` (UTC, ms).

/** The all-live-matches topic. */
export const LIVE_SCORES_TOPIC = 'live-scores';
/** Topic of one match. */
export const matchTopic = (matchId: number) => `match:${matchId}` as const;
/** A subscription topic: `live-scores` or `match:<id>`. */
export const Topic = z.union([z.literal(LIVE_SCORES_TOPIC), z.string().regex(/^match:\d+$/)]);

export const SIGNALS = ['break_point', 'points', 'stoppages'] as const;

// shape ours: a frame whose `topics` is missing, empty or malformed is refused with `no_topics`.
/** Client → server subscribe frame; keys other than `topics` and `signals` are not read. */
export const SubscribeFrame = z.looseObject({
  topics: z.array(Topic).min(1),
  signals: z.array(z.string()).optional(),
});
export type SubscribeFrame = z.infer<typeof SubscribeFrame>;

const publishedAt = Timestamp;

// shape ours: the ack echoes the topics and the signals actually active.
/** Server ack; `points` present in `signals` means point frames will flow. */
export const SubscribedFrame = z.looseObject({
  type: z.literal('subscribed'),
  topics: z.array(z.string()),
  signals: z.array(z.string()),
  published_at: publishedAt.optional(),
});

// shape ours: the score travels nested, exactly as the REST score read, beside its match id.
/** A complete current score on every change (model fields live). */
export const ScoreFrame = z.looseObject({
  type: z.literal('score'),
  match_id: z.int(),
  score: Score,
  published_at: publishedAt,
});
export type ScoreFrame = z.infer<typeof ScoreFrame>;

/** Heartbeat about every 15 s. */
export const PingFrame = z.looseObject({ type: z.literal('ping'), published_at: publishedAt.optional() });

/** A break point arose; fields sit inline, `prob_swing` mirrors the score's `danger`. */
export const BreakPointFrame = z.looseObject({
  type: z.literal('break_point'),
  match_id: z.int(),
  server: Side.nullable(),
  returner: Side.nullable(),
  /** Break points live at once (1-3). */
  break_points: z.int().nullable(),
  set: z.int().nullable(),
  game: z.int().nullable(),
  point: z.string().nullable(),
  win_probability_p1: z.number().nullable(),
  prob_swing: z.number().nullable(),
  server_side_favoured: z.boolean().nullable(),
  ts: Timestamp.nullable(),
  published_at: publishedAt,
});

/** A break point resolved: `held` (saved) or `broken` (converted). */
export const BreakPointResultFrame = z.looseObject({
  type: z.literal('break_point_result'),
  match_id: z.int(),
  server: Side.nullable(),
  outcome: openEnum(['held', 'broken']),
  win_probability_p1_after: z.number().nullable(),
  ts: Timestamp.nullable(),
  published_at: publishedAt,
});

/** One persisted point (also the webhook `point` body); order and dedupe by `point.seq`. */
export const PointFrame = z.looseObject({
  type: z.literal('point'),
  match_id: z.int(),
  point: LivePoint,
  pbp_coverage: openEnum(PBP_COVERAGES),
  quality: openEnum(POINT_QUALITIES),
  published_at: publishedAt,
});
export type PointFrame = z.infer<typeof PointFrame>;

// shape ours: "a point's serve/outcome arriving later; apply by seq".
/** Late `serve`/`outcome` of an already-sent point. */
export const PointUpdateFrame = z.looseObject({
  type: z.literal('point_update'),
  match_id: z.int(),
  seq: z.int(),
  serve: z.union([z.literal(1), z.literal(2)]).nullable(),
  outcome: openEnum(POINT_OUTCOMES).nullable(),
  published_at: publishedAt,
});

/** A stoppage-family event: an Event plus `match_id`. */
export const StoppageFrame = Event.extend({
  type: z.enum(EVENT_TYPES),
  match_id: z.int(),
  published_at: publishedAt,
});
export type StoppageFrame = z.infer<typeof StoppageFrame>;

/** A published score state was refused; no replacement score travels with it. */
export const ScoreWithdrawnFrame = z.looseObject({
  type: z.literal('score_withdrawn'),
  match_id: z.int(),
  kind: openEnum(VERDICT_KINDS),
  superseded_sequence: z.int().nullable(),
  reason: z.string().nullable(),
  safe_to_resume: z.boolean(),
  ts: Timestamp,
  published_at: publishedAt,
});
export type ScoreWithdrawnFrame = z.infer<typeof ScoreWithdrawnFrame>;

// shape ours: divergence events ride the push feed's signal channels; only type and match are known.
/** Statistics/score divergence signal (push signal channels). */
export const DivergenceFrame = z.looseObject({
  type: z.literal('divergence'),
  match_id: z.int(),
  detail: z.string().optional(),
  published_at: publishedAt,
});

// shape ours: the error frame carries the error string and, for connection limits, the reason.
/** Refusal sent right before the close; the close reason repeats `reason` or `error`. */
export const ErrorFrame = z.looseObject({
  type: z.literal('error'),
  error: z.string(),
  reason: z.string().optional(),
  detail: z.string().optional(),
});
export type ErrorFrame = z.infer<typeof ErrorFrame>;

/** Any server → client frame this contract knows; an unknown `type` fails and should be ignored. */
export const FeedFrame = z.discriminatedUnion('type', [
  SubscribedFrame,
  ScoreFrame,
  PingFrame,
  BreakPointFrame,
  BreakPointResultFrame,
  PointFrame,
  PointUpdateFrame,
  StoppageFrame,
  ScoreWithdrawnFrame,
  DivergenceFrame,
  ErrorFrame,
]);
export type FeedFrame = z.infer<typeof FeedFrame>;

/** WebSocket close codes the feed uses. */
export const CLOSE_CODES = {
  /** Normal closure. */
  normal: 1000,
  /** Never acceptable as sent: do not retry unchanged. */
  refused: 1008,
  /** Service restart: reconnect with backoff and re-subscribe. */
  restart: 1012,
  /** Transient: back off and retry. */
  tryAgainLater: 1013,
} as const;

/** Transient refusals (close 1013). */
export const TRANSIENT_ERRORS = ['connection_limit', 'service_unavailable'] as const;
/** Permanent refusals (close 1008); mid-stream loss of access reuses `unauthorized`/`upgrade_required`. */
export const REFUSAL_ERRORS = [
  'unauthorized',
  'upgrade_required',
  'email_unverified',
  'client_blocked',
  'bad_json',
  'no_topics',
] as const;
/** Reasons that accompany `connection_limit`. */
export const CONNECTION_LIMIT_REASONS = ['connection_limit:per_key', 'connection_limit:server'] as const;
/** At most this many concurrent connections per key. */
export const MAX_CONNECTIONS_PER_KEY = 2;

/** Close code for a refusal error string (anything unknown is treated as permanent). */
export function closeCodeFor(error: string): 1008 | 1013 {
  return (TRANSIENT_ERRORS as readonly string[]).includes(error) ? 1013 : 1008;
}
