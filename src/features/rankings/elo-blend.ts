import type { RankingRecord } from '../../../contract/rankings';

/**
 * Blended surface Elo, Tennis Abstract's way: the mean of the overall and the surface-only rating,
 * which steadies a surface ladder with few matches. Null when either rating is unknown.
 */
export function blendedElo(surface: number | null, overall: number | null): number | null {
  return surface === null || overall === null ? null : (surface + overall) / 2;
}

/** An overall record as a surface ladder reads it: the rating for the blend, its date for the last event. */
export interface OverallRecord {
  rating: number | null;
  effective: string | null;
}

/** Overall records by roster id from a per-player read (other ladders and records without an id left out). */
export function overallById(records: readonly RankingRecord[] | undefined): Map<number, OverallRecord> {
  const out = new Map<number, OverallRecord>();
  for (const r of records ?? [])
    if (r.player_id !== null && (r.surface ?? 'overall') === 'overall')
      out.set(r.player_id, { rating: r.rating, effective: r.effective_date ?? null });
  return out;
}
