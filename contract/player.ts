import { z } from 'zod';
import { IsoDate, ListMeta, listOf, openEnum } from './common';
import { pagingFields } from './query-params';
import { defineQuery, field, MAX_TEXT_LENGTH } from './query';

/** How much biographical detail is known; `known`/`of` are null on a doubles team, not 0. */
export const DataCompleteness = z.looseObject({
  known: z.int().nullable().optional(),
  of: z.int().nullable().optional(),
  missing: z.array(z.string()).optional(),
  /** Present only when the object does not apply (a doubles team). */
  note: z.string().optional(),
});

/** A player as embedded in matches and listed by `GET /players`. */
export const Player = z.looseObject({
  id: z.int(),
  name: z.string(),
  /** The record's own granular tour (`juniors_boys`, uppercase for teams); opaque, not the filter vocabulary. */
  tour: z.string().nullable(),
  /** Lowercase 3-letter IOC-style code. */
  country: z.string().nullable(),
  /** Current official singles ranking even on historical matches. */
  ranking: z.int().nullable(),
  ranking_points: z.int().nullable(),
  ranking_movement: openEnum(['up', 'down', 'same']).nullable(),
  hand: openEnum(['R', 'L']).nullable(),
  backhand: z.union([z.literal(1), z.literal(2)]).nullable(),
  birthday: z.string().nullable(),
  is_doubles_team: z.boolean(),
  data_completeness: DataCompleteness,
});
export type Player = z.infer<typeof Player>;

// shape ours beyond the named keys: `ratings` and `season` inner fields are not shown, so they are
// open records; the free current Elo lives in `ratings` and is on a different scale from the Elo tape.
/** Single-player `stats` block. */
export const PlayerStats = z.looseObject({
  ratings: z.record(z.string(), z.unknown()).nullable(),
  season: z.array(z.unknown()).nullable(),
  /** UTC date the ratings block was last refreshed (weekly). */
  ratings_as_of: IsoDate.nullable().optional(),
});

/** `GET /players/{id}`: a player with `stats`. */
export const PlayerDetail = Player.extend({ stats: PlayerStats });
export type PlayerDetail = z.infer<typeof PlayerDetail>;

/** `GET /players` response. */
export const PlayerList = listOf(Player, ListMeta);

/** `GET /players` query. */
export const PlayersQuery = defineQuery({
  search: field(z.string().optional(), 'bad_request', {
    rule: 'a single string',
    maxLength: MAX_TEXT_LENGTH,
  }),
  ...pagingFields(),
});
