import type { MatchFilters } from '../../matches/match-filters';
import type { ResultFacts } from '../tape-era/result-match';

/**
 * The shared /matches filters applied to a real result (same rules as matchesFilters): a result
 * is a main-draw singles match with no market and no analysis; its play date is its tournament week.
 */
export function resultMatchesFilters(f: ResultFacts, q: MatchFilters): boolean {
  if (q.tour !== undefined && f.tour !== q.tour) return false;
  if (q.draw !== undefined && q.draw !== 'singles') return false;
  if (q.player && q.player.length > 0 && !q.player.includes(f.p1.id) && !q.player.includes(f.p2.id))
    return false;
  if (q.country !== undefined && f.p1.country !== q.country && f.p2.country !== q.country) return false;
  if (q.tournament_id !== undefined && f.tournamentId !== q.tournament_id) return false;
  if (q.tier && q.tier.length > 0 && (f.tier === null || !q.tier.includes(f.tier))) return false;
  if (q.has_analysis === true || q.has_market === true || q.is_qualifying === true) return false;
  if (q.gender !== undefined && f.gender !== q.gender) return false;
  if (q.fromMs !== undefined && f.playedMs + 86_399_999 < q.fromMs) return false;
  if (q.toMs !== undefined && f.playedMs > q.toMs) return false;
  return true;
}
