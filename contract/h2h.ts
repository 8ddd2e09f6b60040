import { z } from 'zod';
import { openEnum } from './common';
import { defineQuery, field, MAX_TEXT_LENGTH } from './query';

// Name-keyed over both halves (archive 1968–2022 and the service's matches from 2023). Beyond the
// fields the documents name, the shape follows the vendor yaml.

/** One meeting; `era` says which half served it, `winner` is 1|2 of this pairing or null. */
export const H2hMeeting = z.looseObject({
  era: openEnum(['archive', 'current']),
  outcome: z.string().nullable(),
  winner: z.union([z.literal(1), z.literal(2)]).nullable(),
  date: z.string().nullable().optional(),
  tournament: z.string().nullable().optional(),
  level: z.string().nullable().optional(),
  round: z.string().nullable().optional(),
  surface: z.string().nullable().optional(),
  score: z.string().nullable().optional(),
  archive_match_id: z.int().optional(),
  match_id: z.int().optional(),
  round_code: z.string().nullable().optional(),
});

const statsBlock = z.looseObject({ meetings_with_stats: z.int() });

/** ULTRA per-player block: serve figures from 1991 and current (2023+) figures. */
export const H2hPlayerStats = z.looseObject({ archive_serve: statsBlock, current: statsBlock });

/** `GET /h2h`: totals count meetings with a known winner; `undecided` counts the rest. */
export const HeadToHead = z.looseObject({
  players: z
    .looseObject({ p1: z.looseObject({ name: z.string() }), p2: z.looseObject({ name: z.string() }) })
    .nullable(),
  totals: z.looseObject({
    p1_wins: z.int(),
    p2_wins: z.int(),
    meetings: z.int(),
    undecided: z.int(),
  }),
  by_surface: z.record(z.string(), z.looseObject({ p1: z.int(), p2: z.int() })).optional(),
  /** Newest first. */
  meetings: z.array(H2hMeeting),
  /** ULTRA only; absent below. */
  stats: z.looseObject({ p1: H2hPlayerStats, p2: H2hPlayerStats }).nullable().optional(),
});
export type HeadToHead = z.infer<typeof HeadToHead>;

const nameFragment = z.string().trim().min(3);

// code ours: a missing or short name has no named code; the yaml requires at least 3 characters.
/** `GET /h2h` query: `p1` and `p2` name fragments (ambiguity is the service's 400 `ambiguous_name`). */
export const H2hQuery = defineQuery({
  p1: field(nameFragment, 'bad_request', {
    rule: 'a required name fragment of at least 3 characters',
    maxLength: MAX_TEXT_LENGTH,
  }),
  p2: field(nameFragment, 'bad_request', {
    rule: 'a required name fragment of at least 3 characters',
    maxLength: MAX_TEXT_LENGTH,
  }),
});
