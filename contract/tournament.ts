import { z } from 'zod';
import { ListMeta, listOf, openEnum, SURFACES, TIER_SOURCES, TIERS, TOURS } from './common';
import { drawField, tierField, tourField } from './filter-fields';
import { pagingFields } from './query-params';
import { defineQuery, field, MAX_TEXT_LENGTH } from './query';

export const TOURNAMENT_CATEGORIES = [
  'grand_slam',
  'masters_1000',
  'tour_finals',
  'atp_500',
  'atp_250',
  'wta_1000',
  'wta_500',
  'wta_250',
  'wta_125',
  'challenger',
  'itf',
  'juniors',
] as const;

/** A catalogue tournament; `Match.tournament_id` joins its `id`. */
export const Tournament = z.looseObject({
  id: z.string(),
  name: z.string().nullable(),
  tour: openEnum(TOURS).nullable(),
  surface: openEnum(SURFACES).nullable(),
  indoor: z.boolean(),
  city: z.string().nullable(),
  /** ISO-3166 alpha-2 here, unlike player countries. */
  country: z.string().nullable(),
  category: openEnum(TOURNAMENT_CATEGORIES).nullable(),
  /** The current season's level; null when the season's calendar does not list the event. */
  tier: openEnum(TIERS).nullable(),
  tier_source: openEnum(TIER_SOURCES).nullable(),
});
export type Tournament = z.infer<typeof Tournament>;

/** `GET /tournaments` response. */
export const TournamentList = listOf(Tournament, ListMeta);

/** `GET /tournaments` query. */
export const TournamentsQuery = defineQuery({
  search: field(z.string().optional(), 'bad_request', {
    rule: 'a single string',
    maxLength: MAX_TEXT_LENGTH,
  }),
  tour: tourField,
  draw: drawField,
  tier: tierField,
  ...pagingFields(),
});
