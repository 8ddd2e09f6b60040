import { z } from 'zod';
import { listOf, openEnum, Side, Timestamp } from './common';
import { cursorString, intString, limitField } from './query-params';
import { defineQuery, field } from './query';

/** A top-of-book quote; a quote is the probability the side's player wins the match. */
export const Price = z.looseObject({
  /** 1 follows `players.p1`, 2 follows `players.p2`. */
  side: Side.nullable(),
  /** Venue midpoint, never a model estimate. */
  mid: z.number().nullable(),
  // Fields below come from the vendor yaml ("further Price fields: not shown").
  bid: z.number().nullable().optional(),
  ask: z.number().nullable().optional(),
  spread: z.number().nullable().optional(),
  price_source: z.string().nullable().optional(),
  /** True: bid/ask are mid ± 0.005, not a live book (all pre-match ticks). */
  synthetic: z.boolean().nullable(),
  /** Service observation clock. */
  timestamp: Timestamp.nullable(),
});
export type Price = z.infer<typeof Price>;

export const MARKET_STATUSES = ['active', 'resolved', 'closed'] as const;

/** A match-winner market; `prices` only on the prices read and the detail embed, newest first. */
export const Market = z.looseObject({
  id: z.int(),
  question: z.string().nullable(),
  status: openEnum(MARKET_STATUSES).nullable(),
  volume: z.number().nullable(),
  liquidity: z.number().nullable(),
  end_date: Timestamp.nullable(),
  prices: z.array(Price).optional(),
});
export type Market = z.infer<typeof Market>;

// shape ours: `market_price` is "object or null" with no fields shown; we serve the newest quote
// per side, keyed like the per-point price history ("1" follows p1, "2" follows p2).
/** `MatchDetail.market_price`: newest quote per side. */
export const MarketPrice = z.looseObject({ '1': Price.nullable(), '2': Price.nullable() });
export type MarketPrice = z.infer<typeof MarketPrice>;

/** `GET /markets?match_id=` response: at most one market; `count` 0 when nothing is mapped. */
export const MarketList = listOf(Market, z.looseObject({ match_id: z.int(), count: z.int() }));

/** `GET /matches/{id}/prices` meta; pass `next_cursor` back while `has_more`. */
export const MatchPricesMeta = z.looseObject({
  match_id: z.int(),
  count: z.int(),
  has_more: z.boolean(),
  limit: z.int(),
  minutes: z.int().nullable(),
  next_cursor: z.string().nullable(),
});

/** `GET /matches/{id}/prices` response: bare ticks, newest first. */
export const MatchPrices = listOf(Price, MatchPricesMeta);

// code ours: match_id failures have no named code; bad_request is the generic one.
/** `GET /markets` query: `match_id` is required. */
export const MarketsQuery = defineQuery({
  match_id: field(intString(), 'bad_request', { rule: 'a required integer match id' }),
});

// shape ours: the spec gives this limit a default of 50 but no maximum; we cap it like the bare ticks.
/** `GET /markets/{id}/prices` query. */
export const MarketPricesQuery = defineQuery({ limit: limitField(50, 500) });

// code ours: `limit` and `minutes` failures are "400 on bad parameters" without a code.
/** `GET /matches/{id}/prices` query. */
export const MatchPricesQuery = defineQuery({
  limit: limitField(100, 500),
  minutes: field(intString({ min: 1, max: 1440 }).optional(), 'bad_request', {
    rule: 'an integer 1 to 1440',
  }),
  cursor: field(cursorString.optional(), 'bad_cursor', { rule: 'a next_cursor from a previous page' }),
});
