import { z } from 'zod';
import { genderField } from './filter-fields';
import { defineQuery, field, MAX_TEXT_LENGTH } from './query';

// Fields of `players` and the charting families are "not shown"; they are open records here.

/** Per-family raw sums of numeric columns. */
export const ChartingFamilies = z.record(z.string(), z.unknown());

/** `GET /charting/players`: career charting aggregate; `matches_charted` states the sample. */
export const ChartingPlayer = z.looseObject({
  player: z.looseObject({}),
  matches_charted: z.int(),
  coverage: z.string(),
  families: ChartingFamilies,
});
export type ChartingPlayer = z.infer<typeof ChartingPlayer>;

/** `GET /charting/matches/{id}`: every stat family for both players, split by set 1, 2 and total. */
export const ChartingMatch = z.looseObject({
  charting_match_id: z.int(),
  mcp_id: z.string(),
  gender: z.string().nullable(),
  players: z.looseObject({}),
  families: ChartingFamilies,
});
export type ChartingMatch = z.infer<typeof ChartingMatch>;

// code ours: a missing or short `name` has no named code; gender uses the documented bad_gender.
/** `GET /charting/players` query: required `name` fragment (≥ 3 chars), optional gender. */
export const ChartingPlayersQuery = defineQuery({
  name: field(z.string().trim().min(3), 'bad_request', {
    rule: 'a required name fragment of at least 3 characters',
    maxLength: MAX_TEXT_LENGTH,
  }),
  gender: genderField,
});
