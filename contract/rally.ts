import { z } from 'zod';
import { ListMeta, listOf, openEnum } from './common';
import { defineQuery, field, MAX_TEXT_LENGTH } from './query';
import { dateOnly, pagingFields } from './query-params';

// Rally construction has its own id space (`rally_match_id`). Fields of `players` entries and of
// the rally points are "not shown" in the documents; they follow the vendor yaml, all optional.

/** One stroke, numbered from the serve (serve 1, return 2, ...). */
export const RallyShot = z.looseObject({
  number: z.int().optional(),
  /** The charter's raw code. */
  code: z.string().optional(),
  stroke: z.string().nullable().optional(),
  wing: openEnum(['forehand', 'backhand']).nullable().optional(),
  direction: openEnum(['forehand_side', 'middle', 'backhand_side']).nullable().optional(),
  depth: openEnum(['shallow', 'mid', 'deep']).nullable().optional(),
  position: openEnum(['approaching', 'at_net', 'baseline']).nullable().optional(),
});

/** One charted point; `raw` is the charter's string, `parsed` false when not read cleanly. */
export const RallyPoint = z.looseObject({
  point: z.int().optional(),
  set: z.array(z.int().nullable()).optional(),
  games: z.array(z.int().nullable()).optional(),
  score: z.string().nullable().optional(),
  game: z.int().nullable().optional(),
  is_tiebreak: z.boolean().optional(),
  server: z
    .union([z.literal(1), z.literal(2)])
    .nullable()
    .optional(),
  point_winner: z
    .union([z.literal(1), z.literal(2)])
    .nullable()
    .optional(),
  raw: z.string().nullable().optional(),
  parsed: z.boolean().optional(),
  serve_number: z
    .union([z.literal(1), z.literal(2)])
    .nullable()
    .optional(),
  serve_direction: openEnum(['wide', 'body', 'down_the_t']).nullable().optional(),
  /** Strokes including the serve: an ace is 1, a double fault 0. */
  rally_length: z.int().nullable().optional(),
  outcome: openEnum(['winner', 'forced_error', 'unforced_error', 'error', 'other']).nullable().optional(),
  error_location: z.string().nullable().optional(),
  ending_stroke: z.string().nullable().optional(),
  ending_wing: z.string().nullable().optional(),
  is_ace: z.boolean().optional(),
  is_double_fault: z.boolean().optional(),
  is_serve_and_volley: z.boolean().optional(),
  /** Named by document 2 for tape points of rally tapes. */
  is_unreturned: z.boolean().optional(),
  unreturned_kind: z.string().nullable().optional(),
  shots: z.array(RallyShot).optional(),
});
export type RallyPoint = z.infer<typeof RallyPoint>;

/** A charted match as listed by `GET /rally/matches`, with parse-quality counts. */
export const RallyMatch = z.looseObject({
  rally_match_id: z.int(),
  source_id: z.string(),
  /** The service's own match id when it also holds the match. */
  match_id: z.int().nullable(),
  date: z.string().nullable(),
  tournament: z.string().nullable(),
  round: z.string().nullable(),
  surface: z.string().nullable(),
  gender: openEnum(['M', 'W']).nullable(),
  best_of: z.int().nullable(),
  players: z.array(
    z.looseObject({ name: z.string().nullable().optional(), hand: z.string().nullable().optional() }),
  ),
  /** Charted point count; null when the source holds nothing to count it from. */
  points: z.int().nullable(),
  /** Cleanly parsed point count. */
  points_parsed: z.int(),
});
export type RallyMatch = z.infer<typeof RallyMatch>;

/** `GET /rally/matches/{id}` and `GET /history/matches/{id}/rally`: points in play order, paged. */
export const RallyMatchDetail = RallyMatch.extend({
  /** `total` is the full point count (null when unknown, like `points`). */
  meta: ListMeta.extend({ total: z.int().nullable() }),
  rally: z.array(RallyPoint),
});
export type RallyMatchDetail = z.infer<typeof RallyMatchDetail>;

/** `GET /rally/matches` response, newest first. */
export const RallyMatchList = listOf(RallyMatch, ListMeta);

// code ours: from/to use the yaml's `bad_date`, an inverted window document 1's `bad_window`,
// and gender the documented `bad_gender`.
/** Surfaces a charted match can carry (the `surface` filter of `GET /rally/matches`). */
export const RALLY_SURFACES = ['hard', 'clay', 'grass', 'carpet'] as const;

/** `GET /rally/matches` query. */
export const RallyMatchesQuery = defineQuery(
  {
    player: field(z.string().optional(), 'bad_request', {
      rule: 'a single name substring',
      maxLength: MAX_TEXT_LENGTH,
    }),
    from: field(dateOnly.optional(), 'bad_date', { rule: 'YYYY-MM-DD' }),
    to: field(dateOnly.optional(), 'bad_date', { rule: 'YYYY-MM-DD' }),
    // The charted corpus's surfaces, any case; another value is a bad parameter (400), not an empty page.
    surface: field(
      z
        .string()
        .transform((v) => v.trim().toLowerCase())
        .pipe(z.enum(RALLY_SURFACES))
        .optional(),
      'bad_request',
      { allowed: RALLY_SURFACES },
    ),
    gender: field(z.enum(['M', 'W']).optional(), 'bad_gender', { allowed: ['M', 'W'] }),
    ...pagingFields(),
  },
  {
    rules: [
      (q) =>
        q.from && q.to && q.from > q.to ? { error: 'bad_window', detail: 'from is after to' } : undefined,
    ],
  },
);

/** Query of the rally reads of one match (`limit`, `offset`; defaults 50 and 0). */
export const RallyPageQuery = defineQuery(pagingFields());
