import { z } from 'zod';
import { IsoDate, ListMeta, listOf, openEnum, Timestamp } from './common';
import { dateOnly, intString, pagingFields, repeatedInts, repeatedOf, sent } from './query-params';
import { defineQuery, field, type QueryError, type RawQuery } from './query';

export const RANKING_SYSTEMS = [
  'atp',
  'wta',
  'itf_jt',
  'itf_mt',
  'itf_wt',
  'utr',
  'elo',
  'atp_doubles',
  'wta_doubles',
] as const;
/** Systems served when `system` is omitted: `elo` and the doubles systems are never implicit. */
export const OFFICIAL_SYSTEMS = ['atp', 'wta', 'itf_jt', 'itf_mt', 'itf_wt', 'utr'] as const;
export const ELO_SURFACES = ['overall', 'hard', 'clay', 'grass'] as const;

/** The newest record per system effective on or before `as_of`; systems are never collapsed. */
export const RankingRecord = z.looseObject({
  system: openEnum(RANKING_SYSTEMS),
  /** Null for players outside the roster in listing mode (and unlinked Elo people). */
  player_id: z.int().nullable(),
  /** Official systems: the ranking files' own id (the archive reads' player id), set for every listed person. */
  archive_player_id: z.int().nullable().optional(),
  /** As published; present on listing rows. */
  player_name: z.string().nullable().optional(),
  /** Elo and rating systems (UTR); the Elo is on the service's own scale. */
  rating: z.number().nullable(),
  /** Ties print as repeated ranks; null for UTR and for per-player Elo. */
  rank: z.int().nullable(),
  /** Always null for Elo and UTR. */
  points: z.int().nullable(),
  /** Elo only: matches on that ladder at that date. */
  matches: z.int().nullable().optional(),
  // From the vendor yaml ("exact date field names of a record: not shown").
  surface: openEnum(ELO_SURFACES).optional(),
  tour: z.string().nullable().optional(),
  previous_rank: z.int().nullable().optional(),
  rank_movement: z.int().nullable().optional(),
  effective_date: IsoDate.nullable().optional(),
  observed_at: Timestamp.nullable().optional(),
});
export type RankingRecord = z.infer<typeof RankingRecord>;

/** What resolved against what was asked; read it before trusting an empty result. */
export const RankingsCoverage = z.looseObject({
  /** Earliest effective date held, per requested system. */
  oldest_available: z.record(z.string(), IsoDate.nullable()),
  /** Elo only: the frozen head of the tape. */
  newest_available: z.record(z.string(), IsoDate.nullable()).optional(),
  players_rated: z.int().optional(),
  players_linked: z.int().optional(),
  /** Elo listing only: the filters that define the ranked field. */
  qualified: z.looseObject({ activity_weeks: z.int(), min_matches: z.int() }).optional(),
  /** Elo only: what the numbers are (`publication_lag_days` 14). */
  model: z.looseObject({ publication_lag_days: z.int() }).optional(),
});

/** `GET /rankings` response. */
export const RankingList = listOf(RankingRecord, ListMeta.extend({ coverage: RankingsCoverage }));

type RankingsInput = {
  system?: (typeof RANKING_SYSTEMS)[number][];
  player?: number[];
  archive_player?: number[];
  tour?: 'atp' | 'wta';
  surface?: (typeof ELO_SURFACES)[number][];
};

/** `listing` (PRO, rank order for one system) without `player`/`archive_player`, else `per_player`. */
export function rankingsMode(q: Pick<RankingsInput, 'player' | 'archive_player'>): 'listing' | 'per_player' {
  return q.player || q.archive_player ? 'per_player' : 'listing';
}

const bad = (detail: string): QueryError => ({ error: 'bad_request', detail });

// code ours: the cross-parameter rules are documented as 400s without codes. A rule about `tour`
// answers `bad_tour`; every other rule answers the generic `bad_request`.
function crossRules(q: RankingsInput, raw: RawQuery): QueryError | undefined {
  const systems = q.system ?? [];
  const elo = systems.includes('elo');
  const listing = rankingsMode(q) === 'listing';
  if (q.archive_player) {
    if (systems.length !== 1 || !elo) return bad('archive_player needs system=elo');
    if (!q.tour)
      return { error: 'bad_tour', detail: 'archive_player requires tour', allowed: ['atp', 'wta'] };
  }
  if (listing) {
    if (systems.length !== 1) return bad('listing mode (no player) needs exactly one system');
    if (systems[0] === 'utr') return bad('utr has no listing');
    if (elo && !q.tour)
      return { error: 'bad_tour', detail: 'an Elo listing requires tour', allowed: ['atp', 'wta'] };
    if (elo && (q.surface?.length ?? 0) > 1) return bad('an Elo listing takes exactly one surface');
  }
  if (q.surface && !elo) return bad('surface applies to system=elo only');
  for (const key of ['min_matches', 'activity_weeks']) {
    if (sent(raw, key) && !(listing && elo)) return bad(`${key} applies to an Elo listing only`);
  }
  return undefined;
}

// code ours: bad values of system/surface/min_matches/activity_weeks are `bad_request` (with
// `allowed` for the enumerations), `player`/`archive_player` follow /matches' `bad_request`,
// `tour` is the yaml's `bad_tour` and `as_of` the yaml's `bad_date`.
/** `GET /rankings` query. */
export const RankingsQuery = defineQuery(
  {
    system: field(repeatedOf(RANKING_SYSTEMS).optional(), 'bad_request', { allowed: RANKING_SYSTEMS }),
    player: field(repeatedInts(50).optional(), 'bad_request', { rule: 'up to 50 integer player ids' }),
    archive_player: field(repeatedInts(50).optional(), 'bad_request', { rule: 'up to 50 integer ids' }),
    tour: field(z.enum(['atp', 'wta']).optional(), 'bad_tour', { allowed: ['atp', 'wta'] }),
    surface: field(repeatedOf(ELO_SURFACES).optional(), 'bad_request', { allowed: ELO_SURFACES }),
    min_matches: field(intString({ min: 0 }).default(20), 'bad_request', { rule: 'an integer at least 0' }),
    activity_weeks: field(intString({ min: 1, max: 104 }).default(52), 'bad_request', {
      rule: 'an integer 1 to 104',
    }),
    as_of: field(dateOnly.optional(), 'bad_date', { rule: 'YYYY-MM-DD' }),
    ...pagingFields(),
  },
  { rules: [crossRules] },
);
export type RankingsQuery = z.output<typeof RankingsQuery>;
