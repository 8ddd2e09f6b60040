import { ELO_SURFACES, type RankingsQuery, rankingsMode } from '../../contract/rankings';
import type { Answer } from './rankings-answer';

/** What resolved against what was asked (the vendor's `meta.coverage` fields beyond the documents'). */
export function resolution(q: RankingsQuery, systems: readonly string[], a: Answer): Record<string, unknown> {
  const out: Record<string, unknown> = {
    as_of: q.as_of ?? null,
    systems_requested: systems,
    systems_resolved: a.paged?.systems ?? [...new Set(a.rows.map((r) => r.system))],
  };
  if (rankingsMode(q) === 'listing') out.effective_date = a.effectiveDate ?? null;
  else {
    const ids = new Set(a.rows.map((r) => (r.archive_player_id as number | undefined) ?? r.player_id));
    out.players_requested = (q.player?.length ?? 0) + (q.archive_player?.length ?? 0);
    out.players_resolved = ids.size;
  }
  if (systems.includes('elo')) {
    out.tour = a.tours.length === 1 ? a.tours[0] : null;
    out.surface =
      rankingsMode(q) === 'listing' ? (q.surface?.[0] ?? 'overall') : (q.surface ?? [...ELO_SURFACES]);
  }
  if (a.qualified) out.qualified = a.qualified;
  return out;
}
