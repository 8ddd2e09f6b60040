import { z } from 'zod';
import { INT_ID_DIGITS, parseIntId } from './int-id';
import { EVENT_STATUSES, MATCH_STATUSES, ROUND_CODES, SURFACES, TIERS, TOURS } from './vocabularies';

export { EVENT_STATUSES, MATCH_STATUSES, ROUND_CODES, SURFACES, TIERS, TOURS };

// Vocabularies are exported twice on purpose: as closed lists (what the service may emit and what
// a query accepts) and, through `openEnum`, as response-field schemas that also take values added
// later within v1, because the spec lets enumerated values grow and a new one must not break a view.

/** A string that is not one of the known values, kept distinct so editors still offer the known ones. */
export type UnknownValue = string & Record<never, never>;

/** Response-side enum: the known values, or any other string the service adds within v1. */
export function openEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.union([z.enum(values), z.string() as unknown as z.ZodType<UnknownValue, string>]);
}

/** UTC ISO 8601 instant with a `Z` suffix, as every timestamp on the wire. */
export const Timestamp = z.iso.datetime();
/** Calendar date `YYYY-MM-DD`. */
export const IsoDate = z.iso.date();

/** Side of a match: 1 follows `players.p1`, 2 follows `players.p2`. */
export const Side = z.union([z.literal(1), z.literal(2)]);
export type Side = z.infer<typeof Side>;

/** Tour filter vocabulary (each covers its singles and doubles draws). */
export const Tour = z.enum(TOURS);
export type Tour = z.infer<typeof Tour>;

/** Season-level tier of a tournament. */
export const Tier = z.enum(TIERS);
export type Tier = z.infer<typeof Tier>;

export const TIER_SOURCES = ['calendar', 'name', 'wikipedia', 'resolver'] as const;
/** Where a `tier` came from. */
export const TierSource = z.enum(TIER_SOURCES);

/** Court surface. */
export const Surface = z.enum(SURFACES);
export type Surface = z.infer<typeof Surface>;

export const FORMATS = ['BO3', 'BO5'] as const;
/** Best-of format. */
export const MatchFormat = z.enum(FORMATS);

/** Normalised round; the same vocabulary as the archive `round` filter. */
export const RoundCode = z.enum(ROUND_CODES);
export type RoundCode = z.infer<typeof RoundCode>;

/** Match lifecycle status. */
export const MatchStatus = z.enum(MATCH_STATUSES);
export type MatchStatus = z.infer<typeof MatchStatus>;

/** How a match ended or paused when it did not run its course (`Interrupted` is a pause). */
export const EventStatus = z.enum(EVENT_STATUSES);
export type EventStatus = z.infer<typeof EventStatus>;

export const OUTCOMES = ['completed', 'retired', 'walkover', 'default', 'abandoned', 'unresolved'] as const;
/** Derived result outcome; the spec names it as a vocabulary that grows. */
export const Outcome = z.enum(OUTCOMES);
export type Outcome = z.infer<typeof Outcome>;

export const DRAWS = ['singles', 'doubles'] as const;
/** Draw axis; null on the wire is not singles. */
export const Draw = z.enum(DRAWS);
export type Draw = z.infer<typeof Draw>;

export const GENDERS = ['men', 'women'] as const;
/** Gender of a match or filter. */
export const Gender = z.enum(GENDERS);
export type Gender = z.infer<typeof Gender>;

/** Paging and counting block of a `{data, meta}` list; other meta fields vary per endpoint. */
export const ListMeta = z.looseObject({
  count: z.int(),
  limit: z.int().optional(),
  offset: z.int().optional(),
  total: z.int().nullable().optional(),
  has_more: z.boolean().optional(),
});
export type ListMeta = z.infer<typeof ListMeta>;

/** `{data, meta}` envelope of a list endpoint. */
export function listOf<Item extends z.ZodType, Meta extends z.ZodType = typeof ListMeta>(
  item: Item,
  meta?: Meta,
) {
  return z.looseObject({ data: z.array(item), meta: (meta ?? ListMeta) as Meta });
}

// The id rule lives without zod (int-id.ts); the schema below applies it to a path segment.
export { INT_ID_DIGITS, parseIntId };

/** Integer path id (`matchId`, `playerId`, `webhookId`, archive/rally/charting ids) as a URL segment. */
export const IntIdParam = z
  .string()
  .refine((raw) => parseIntId(raw) !== null)
  .transform(Number);
/** Tournament id path segment: a digit string, kept as a string. */
export const TournamentIdParam = z.string().regex(/^\d+$/);
