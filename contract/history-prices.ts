import { z } from 'zod';
import { listOf, openEnum, Timestamp } from './common';
import { afterSeqField } from './points';
import { limitField } from './query-params';
import { defineQuery } from './query';

export const QUOTE_RESOLUTIONS = ['tick', 'minute', 'coarse'] as const;

// shape ours: the documents describe the row ("the tape's score state and, per side, the newest
// quote at or before the point's capture time ... a side with no usable quote is null;
// resolution") without naming keys. Quotes sit under `quotes` keyed "1"/"2" like the sides, and
// each carries its own `resolution` because each side's lag differs.

/** A side's quote for one point. */
export const PointQuote = z.looseObject({
  mid: z.number().nullable(),
  bid: z.number().nullable().optional(),
  ask: z.number().nullable().optional(),
  synthetic: z.boolean().nullable(),
  /** Observation clock of the quote. */
  timestamp: Timestamp.nullable(),
  /** `tick` (lag ≤ 15 s), `minute` (≤ 90 s) or `coarse`. */
  resolution: openEnum(QUOTE_RESOLUTIONS),
});
export type PointQuote = z.infer<typeof PointQuote>;

/** `GET /history/matches/{id}/prices` row: one played point, ascending by `seq`. */
export const PricePointRow = z.looseObject({
  seq: z.int(),
  sets: z.array(z.int()),
  games: z.array(z.array(z.int())).nullable(),
  points: z.array(z.string().nullable()).nullable(),
  is_tiebreak: z.boolean(),
  /** Capture time of the point; null on reconstructed rows. */
  ts: Timestamp.nullable().optional(),
  quotes: z.looseObject({ '1': PointQuote.nullable(), '2': PointQuote.nullable() }),
});
export type PricePointRow = z.infer<typeof PricePointRow>;

/** `GET /history/matches/{id}/prices` response; resume with `meta.last_seq` as `after_seq`. */
export const HistoryPrices = listOf(
  PricePointRow,
  z.looseObject({
    last_seq: z.int(),
    count: z.int().optional(),
    has_more: z.boolean().optional(),
    match_id: z.int().optional(),
  }),
);

// shape ours: `limit` defaults to 100 with no stated maximum; capped like the bare ticks.
/** `GET /history/matches/{id}/prices` query. */
export const HistoryPricesQuery = defineQuery({ after_seq: afterSeqField, limit: limitField(100, 500) });
