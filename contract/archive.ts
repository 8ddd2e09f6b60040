import { z } from 'zod';
import { IsoDate, ListMeta, listOf, openEnum, ROUND_CODES } from './common';
import { tapeEnvelope, TapeMetaBase } from './history-matches';
import { dateOnly, pagingFields } from './query-params';
import { defineQuery, field, MAX_TEXT_LENGTH } from './query';

// The results archive (1968–2022) has its own id space: an archive id is not a match id. Fields
// beyond those the documents name ("not shown") follow the vendor yaml and are optional.

export const ARCHIVE_TOURS = ['atp', 'wta'] as const;

/** One side of an archive result, as the corpus records it (rank and seed at the time). */
export const ArchiveParticipant = z.looseObject({
  name: z.string().nullable(),
  rank: z.int().nullable(),
  seed: z.int().nullable(),
  /** Corpus person id (joins the archive players read within a tour), not a roster id. */
  player_id: z.int().nullable().optional(),
  hand: z.string().nullable().optional(),
  country: z.string().nullable().optional(),
  height_cm: z.int().nullable().optional(),
  age: z.number().nullable().optional(),
  entry: z.string().nullable().optional(),
});

/** An archive result, winner-first; `stats` is null where the era recorded none (mostly before 1991). */
export const ArchiveMatch = z.looseObject({
  id: z.int(),
  winner: ArchiveParticipant,
  loser: ArchiveParticipant,
  /** Final score as published, e.g. "6-4 7-6(5)", "6-3 RET", "W/O". */
  score: z.string().nullable(),
  /** Tournament start date; per-match dates do not exist in this era. */
  event_date: IsoDate.nullable(),
  source_id: z.string().optional(),
  tour: openEnum(ARCHIVE_TOURS).optional(),
  level: z.string().nullable().optional(),
  tournament: z.string().nullable().optional(),
  surface: z.string().nullable().optional(),
  draw_size: z.int().nullable().optional(),
  round: z.string().nullable().optional(),
  best_of: z.int().nullable().optional(),
  minutes: z.int().nullable().optional(),
  outcome: z.string().nullable().optional(),
  /** Detail read only: `{winner: {...}, loser: {...}}` serve statistics. */
  stats: z
    .looseObject({ winner: z.record(z.string(), z.unknown()), loser: z.record(z.string(), z.unknown()) })
    .nullable()
    .optional(),
});
export type ArchiveMatch = z.infer<typeof ArchiveMatch>;

/** `GET /history/archive/matches` response. */
export const ArchiveMatchList = listOf(ArchiveMatch, ListMeta);

/** An archive person with career-high rank and the week first reached. */
export const ArchivePlayerBio = z.looseObject({
  id: z.int(),
  name: z.string().nullable(),
  career_high_rank: z.int().nullable(),
  career_high_date: IsoDate.nullable(),
  tour: openEnum(ARCHIVE_TOURS).optional(),
  hand: z.string().nullable().optional(),
  dob: z.string().nullable().optional(),
  country: z.string().nullable().optional(),
  height_cm: z.int().nullable().optional(),
});

/** `GET /history/archive/players` response. */
export const ArchivePlayerList = listOf(ArchivePlayerBio, ListMeta);

const winLoss = z.looseObject({ wins: z.int(), losses: z.int() });

/** `GET /history/archive/career`: sums and ratios of sums; `serve.matches_with_stats` states coverage. */
export const ArchiveCareer = z.looseObject({
  player: z.looseObject({ name: z.string() }).optional(),
  span: z.looseObject({ first: z.string().nullable(), last: z.string().nullable() }).optional(),
  record: winLoss
    .extend({
      titles: z.int().optional(),
      by_surface: z.record(z.string(), winLoss).optional(),
      by_level: z.record(z.string(), winLoss).optional(),
    })
    .optional(),
  by_year: z.array(winLoss.extend({ year: z.int() })).optional(),
  serve: z.looseObject({ matches_with_stats: z.int() }).catchall(z.number().nullable()),
});

/** `GET /history/archive/matches/{id}/tape`: the tape envelope around the winner-first row. */
export const ArchiveTape = tapeEnvelope(ArchiveMatch, TapeMetaBase.extend({ archive_match_id: z.int() }));
export type ArchiveTape = z.infer<typeof ArchiveTape>;

const nameFragment = z.string().trim().min(3);
const archiveTour = field(z.enum(ARCHIVE_TOURS).optional(), 'bad_tour', { allowed: ARCHIVE_TOURS });

// code ours: `name` and `round` failures have no named code; bad_request with `allowed` for round.
/** `GET /history/archive/matches` query. */
export const ArchiveMatchesQuery = defineQuery(
  {
    tour: archiveTour,
    name: field(nameFragment.optional(), 'bad_request', {
      rule: 'a name fragment of at least 3 characters',
      maxLength: MAX_TEXT_LENGTH,
    }),
    from: field(dateOnly.optional(), 'bad_date', { rule: 'YYYY-MM-DD' }),
    to: field(dateOnly.optional(), 'bad_date', { rule: 'YYYY-MM-DD' }),
    round: field(z.enum(ROUND_CODES).optional(), 'bad_request', { allowed: ROUND_CODES }),
    level: field(z.string().optional(), 'bad_request', {
      rule: 'a single source tier code',
      maxLength: MAX_TEXT_LENGTH,
    }),
    ...pagingFields(),
  },
  {
    rules: [
      (q) =>
        q.from && q.to && q.from > q.to ? { error: 'bad_window', detail: 'from is after to' } : undefined,
    ],
  },
);

/** `GET /history/archive/players` query (parameters from the vendor yaml). */
export const ArchivePlayersQuery = defineQuery({
  name: field(nameFragment.optional(), 'bad_request', {
    rule: 'a name fragment of at least 3 characters',
    maxLength: MAX_TEXT_LENGTH,
  }),
  tour: archiveTour,
  ...pagingFields(),
});

/** `GET /history/archive/career` query (parameters from the vendor yaml). */
export const ArchiveCareerQuery = defineQuery({
  name: field(nameFragment, 'bad_request', {
    rule: 'a required name fragment of at least 3 characters',
    maxLength: MAX_TEXT_LENGTH,
  }),
});
