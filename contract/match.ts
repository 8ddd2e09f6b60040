import { z } from 'zod';
import { Analysis } from './analysis';
import {
  DRAWS,
  EVENT_STATUSES,
  FORMATS,
  GENDERS,
  ListMeta,
  listOf,
  MATCH_STATUSES,
  OUTCOMES,
  openEnum,
  ROUND_CODES,
  Side,
  SURFACES,
  TIER_SOURCES,
  TIERS,
  Timestamp,
  TOURS,
} from './common';
import { Market, MarketPrice } from './market';
import { Player } from './player';
import { Score } from './score';

// Loose objects: the service adds fields (replay provenance, for one) and clients ignore them.

/** `p1` and `p2`; score arrays and `winner` follow this order. */
export const MatchPlayers = z.looseObject({ p1: Player, p2: Player });

/** A match as listed by `GET /matches` (and the base of every match-shaped row). */
export const Match = z.looseObject({
  id: z.int(),
  tournament: z.string(),
  /** Filter vocabulary; null for exhibitions, team and mixed events. Never parsed from the name. */
  tour: openEnum(TOURS).nullable(),
  tournament_id: z.string().nullable(),
  /** Level in the match's own season; null when unknown, never guessed. */
  tier: openEnum(TIERS).nullable(),
  /** Null exactly when `tier` is null. */
  tier_source: openEnum(TIER_SOURCES).nullable(),
  surface: openEnum(SURFACES).nullable(),
  indoor: z.boolean(),
  format: openEnum(FORMATS).nullable(),
  /** Free-text label; branch on `round_code` instead. */
  round: z.string().nullable(),
  round_code: openEnum(ROUND_CODES).nullable(),
  is_qualifying: z.boolean().nullable(),
  gender: openEnum(GENDERS).nullable(),
  status: openEnum(MATCH_STATUSES),
  /** `Interrupted` is a pause, not an end; null is normal completion or unresolved. */
  event_status: openEnum(EVENT_STATUSES).nullable(),
  event_status_updated_at: Timestamp.nullable(),
  /** Lossy: false also covers unknown; prefer `draw`. */
  is_doubles: z.boolean(),
  /** Null is not singles. */
  draw: openEnum(DRAWS).nullable(),
  scheduled_time: Timestamp.nullable(),
  live_at: Timestamp.nullable(),
  players: MatchPlayers,
  score: Score.nullable(),
  winner: Side.nullable(),
  outcome: openEnum(OUTCOMES).nullable(),
  /** Present only when `event_status` is `Retired` or `Walk Over` and the winner is derivable. */
  withdrew: Side.nullable().optional(),
  result_restated_at: Timestamp.nullable(),
  result_version: z.int(),
  has_analysis: z.boolean(),
  has_market: z.boolean(),
});
export type Match = z.infer<typeof Match>;

/** `GET /matches/{id}`: tier-gated embeds are absent below their tier and null when nothing exists. */
export const MatchDetail = Match.extend({
  /** ULTRA. */
  analysis: Analysis.nullable().optional(),
  /** PRO and above. */
  market: Market.nullable().optional(),
  /** PRO and above. */
  market_price: MarketPrice.nullable().optional(),
});
export type MatchDetail = z.infer<typeof MatchDetail>;

/** `GET /matches` meta: `total` is null on terminal listings; the change feed adds cursor and watermark. */
export const MatchesMeta = ListMeta.extend({
  next_cursor: z.string().nullable().optional(),
  /** Poll the change feed from here (trails the server by 5 s). */
  watermark: Timestamp.nullable().optional(),
});

/** `GET /matches` response. */
export const MatchList = listOf(Match, MatchesMeta);
export type MatchList = z.infer<typeof MatchList>;

/** `GET /matches?withdrawn_since=` row: one per match with refused score states. */
export const WithdrawnMatchRow = z.looseObject({
  match_id: z.int(),
  withdrawals: z.int(),
  last_withdrawn_at: Timestamp,
});

/** `GET /matches?withdrawn_since=` response: newest first, exact `meta.total`. */
export const WithdrawnMatchList = listOf(WithdrawnMatchRow, ListMeta);
