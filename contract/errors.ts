import { z } from 'zod';
import { openEnum, Timestamp } from './common';

// Every error body is an object with `error`; the service may add fields and codes within v1, so
// each body is a loose object and the generic `ErrorBody` catches codes this file does not name.

export const BAD_REQUEST_CODES = [
  // document 1
  'bad_request',
  'bad_status',
  'bad_draw',
  'bad_country',
  'bad_tournament_id',
  'bad_tier',
  'bad_has_analysis',
  'bad_has_market',
  'bad_is_qualifying',
  'bad_gender',
  'bad_updated_since',
  'bad_withdrawn_since',
  'bad_type',
  'bad_after_id',
  'bad_since',
  'bad_until',
  'bad_window',
  'window_too_long',
  'bad_kind',
  'bad_cursor',
  'bad_after_seq',
  'points_disabled',
  // document 2
  'bad_coverage',
  'bad_points_complete',
  'bad_sequence',
  'bad_points',
  'bad_combination',
  'points_read_disabled',
  'bad_restated_since',
  'bad_period',
  'ambiguous_name',
  // vendor yaml only: the documents name the condition but not the code
  'bad_tour',
  'bad_date',
  'bad_year',
  'bad_format',
] as const;
/** Every 400 code the contract knows. */
export const BadRequestCode = z.enum(BAD_REQUEST_CODES);
export type BadRequestCode = z.infer<typeof BadRequestCode>;

/** Any error body: the shape every non-2xx answer shares. */
export const ErrorBody = z.looseObject({
  error: z.string(),
  detail: z.string().optional(),
  allowed: z.array(z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** 400 for a bad parameter; `allowed` on enumerations, `bad` lists the rejected items of a list. */
export const BadRequest = z.looseObject({
  error: openEnum(BAD_REQUEST_CODES),
  detail: z.string().optional(),
  allowed: z.array(z.string()).optional(),
  bad: z.array(z.string()).optional(),
});
export type BadRequest = z.infer<typeof BadRequest>;

// shape ours: the spec says "refused with the candidate list" without the entry shape; objects
// leave room for tour or id beside the name.
/** 400 `ambiguous_name`: a name fragment matched more than one person. */
export const AmbiguousName = z.looseObject({
  error: z.literal('ambiguous_name'),
  detail: z.string().optional(),
  candidates: z.array(z.looseObject({ name: z.string() })),
});

// shape ours: 401 has no code in the spec; `unauthorized` mirrors the WebSocket refusal string.
/** 401 missing, unknown or disabled credentials. */
export const Unauthorized = z.looseObject({
  error: z.literal('unauthorized'),
  detail: z.string().optional(),
});

/** 403 above the caller's tier or entitlement. */
export const UpgradeRequired = z.looseObject({
  error: z.literal('upgrade_required'),
  detail: z.string().optional(),
  /** Names the refused capability, e.g. `archive_tape`. */
  capability: z.string().optional(),
  /** `used` once a FREE key spent its 20 monthly history calls. */
  free_history_taste: openEnum(['used']).optional(),
});

/** 404 unknown id (or nothing built for a package period). */
export const NotFound = z.looseObject({ error: z.literal('not_found'), detail: z.string().optional() });

/** 404 on a real match with nothing computed (`no_analysis`) or mapped (`no_market`). */
export const NothingForMatch = z.looseObject({
  error: z.enum(['no_analysis', 'no_market']),
  match_id: z.int(),
  coverage: z.literal('none'),
  detail: z.string(),
});

// shape ours: the spec names `not_charted` only; we carry match_id and detail like its siblings.
/** 404 `not_charted`: the match is held but nobody charted it. */
export const NotCharted = z.looseObject({
  error: z.literal('not_charted'),
  match_id: z.int().optional(),
  detail: z.string().optional(),
});

/** 409 more than 3 webhooks on a key. */
export const WebhookLimit = z.looseObject({
  error: z.literal('webhook_limit'),
  detail: z.string().optional(),
});

/** 410 match id merged into another record; `merged_into` is the end of the chain or null. */
export const MatchMerged = z.looseObject({
  error: z.literal('merged'),
  merged_into: z.int().nullable(),
  merged_at: Timestamp,
  detail: z.string(),
});

// shape ours: "same idea for player ids, carrying a forwarding address"; `player_id` tells it
// apart from MatchMerged and `merged_into` is the forwarding player id.
/** 410 player id merged into another player. */
export const PlayerMerged = z.looseObject({
  error: z.literal('merged'),
  player_id: z.int(),
  merged_into: z.int().nullable(),
  merged_at: Timestamp.nullable(),
  detail: z.string(),
});

// shape ours: `price` is a display string and `upgrade_url`/`tier`/`price` are null at the top tier.
/** 429 per-minute limit; names the next tier up. */
export const RateLimitedMinute = z.looseObject({
  error: z.literal('rate_limited'),
  scope: z.literal('minute').optional(),
  upgrade_url: z.string().nullable(),
  tier: z.string().nullable(),
  price: z.string().nullable(),
  detail: z.string().optional(),
});

/** 429 per-day quota spent; `resets_at` is the absolute instant the window resets. */
export const RateLimitedDay = z.looseObject({
  error: z.literal('rate_limited'),
  scope: z.literal('day'),
  limit_per_day: z.int(),
  resets_at: Timestamp,
  detail: z.string().optional(),
});

/** 429 24-hour block for clients hammering far past the cap. */
export const AbuseThrottled = z.looseObject({
  error: z.literal('abuse_throttled'),
  retry_at_epoch: z.int(),
  detail: z.string().optional(),
});

/** 503 coverage rollup not built yet. */
export const CoverageUnavailable = z.looseObject({
  error: z.literal('coverage_unavailable'),
  detail: z.string().optional(),
});

/** Any error body the contract names, falling back to the generic shape for codes added later. */
export const ApiError = z.union([
  AmbiguousName,
  Unauthorized,
  UpgradeRequired,
  NotFound,
  NothingForMatch,
  NotCharted,
  WebhookLimit,
  PlayerMerged,
  MatchMerged,
  RateLimitedDay,
  RateLimitedMinute,
  AbuseThrottled,
  CoverageUnavailable,
  BadRequest,
  ErrorBody,
]);
export type ApiError = z.infer<typeof ApiError>;

const STATUS_BY_CODE: Record<string, number> = {
  unauthorized: 401,
  upgrade_required: 403,
  not_found: 404,
  no_analysis: 404,
  no_market: 404,
  not_charted: 404,
  webhook_limit: 409,
  merged: 410,
  rate_limited: 429,
  abuse_throttled: 429,
  coverage_unavailable: 503,
};

/** HTTP status an error code is served with; unknown codes are parameter errors (400). */
export function httpStatusFor(code: string): number {
  return Object.hasOwn(STATUS_BY_CODE, code) ? STATUS_BY_CODE[code] : 400;
}
