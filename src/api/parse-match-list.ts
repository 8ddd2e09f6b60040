import { z } from 'zod';
import { ApiError } from './api-error';
import type { Match, MatchList } from './match-types';

// Tolerant by design (spec, Versioning): unknown fields are stripped, enum-like fields accept any string,
// and a field the spec marks nullable may also be absent. Anything else is a contract break.
const nullable = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);

const player = z.object({
  id: z.number(),
  name: z.string(),
  country: nullable(z.string()),
  ranking: nullable(z.number()),
});

const gamesSide = z.array(z.number().nullable());

const score = z.object({
  sets: z.tuple([z.number(), z.number()]),
  games: nullable(z.tuple([gamesSide, gamesSide])),
  points: nullable(z.tuple([z.string().nullable(), z.string().nullable()])),
  // Any value other than 1 or 2 means "not known", which the view already handles.
  server: nullable(z.number()).transform((v) => (v === 1 || v === 2 ? v : null)),
  is_tiebreak: z.boolean().catch(false),
  stale: z.boolean().catch(false),
  age_seconds: nullable(z.number()),
  win_probability_p1: z.number().nullish(),
});

const match = z.object({
  id: z.number(),
  tournament: z.string(),
  tournament_id: nullable(z.string()),
  tour: nullable(z.string()),
  surface: nullable(z.string()),
  round: nullable(z.string()),
  status: z.string(),
  players: z.object({ p1: player, p2: player }),
  score: nullable(score),
});

const matchList = z.object({
  data: z.array(match),
  meta: z
    .object({
      count: nullable(z.number()),
      total: nullable(z.number()),
      has_more: nullable(z.boolean()),
    })
    .catch({ count: null, total: null, has_more: null }),
});

/** Checks a `{data: Match[], meta}` body, throwing ApiError kind `contract` when it does not fit. */
export function parseMatchList(body: unknown): MatchList {
  const result = matchList.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue ? `${issue.path.join('.')}: ${issue.message}` : 'unknown shape';
    throw new ApiError('contract', 200, 'contract_mismatch', `Unexpected match list (${where}).`);
  }
  // The schema's output matches Match field for field; the annotation keeps the two in step.
  const data: Match[] = result.data.data;
  return { data, meta: result.data.meta };
}
