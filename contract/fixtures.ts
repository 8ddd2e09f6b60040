import { z } from 'zod';
import { IsoDate, ListMeta, listOf, openEnum, ROUND_CODES, Timestamp } from './common';
import { pagingFields } from './query-params';
import { defineQuery } from './query';
import { drawField, tourField } from './filter-fields';

// Parameters and payload are "not shown" in the documents; both follow the vendor yaml. `id` is
// required because the documents name it as a match id usable on every match route.

/** A scheduled match from `GET /fixtures`; nulls are real states (names are always present). */
export const Fixture = z.looseObject({
  id: z.int(),
  event_date: IsoDate.nullable().optional(),
  /** Null until the order of play assigns a time. */
  start_time: Timestamp.nullable().optional(),
  player1_id: z.int().nullable().optional(),
  player2_id: z.int().nullable().optional(),
  player1_name: z.string().nullable().optional(),
  player2_name: z.string().nullable().optional(),
  /** The record's own granular tour; opaque. */
  tour: z.string().nullable().optional(),
  tournament: z.string().nullable().optional(),
  round: z.string().nullable().optional(),
  round_code: openEnum(ROUND_CODES).nullable().optional(),
  surface: z.string().nullable().optional(),
  status: z.string().nullable().optional(),
});
export type Fixture = z.infer<typeof Fixture>;

/** `GET /fixtures` response, earliest first. */
export const FixtureList = listOf(Fixture, ListMeta);

/** `GET /fixtures` query. */
export const FixturesQuery = defineQuery({ tour: tourField, draw: drawField, ...pagingFields() });
