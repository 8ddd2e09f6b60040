import type { MatchContext } from '../world/match-view';
import type { SlotStatus } from '../world/slot-status';

/** What the filters read of a match: its fixed facts and traits, its status and its slot. */
export type FilterSubject = Pick<MatchContext, 'facts' | 'hasAnalysis' | 'hasMarket'> & {
  st: Pick<SlotStatus, 'status' | 'slot'>;
};

/** The shared AND-composed filters of /matches, /history/matches and /fixtures, already validated. */
export interface MatchFilters {
  tour?: string;
  draw?: string;
  player?: number[];
  country?: string;
  tournament_id?: string;
  tier?: string[];
  has_analysis?: boolean;
  has_market?: boolean;
  is_qualifying?: boolean;
  gender?: string;
  /** Play-window bounds as instants (ms): a bare `to` date already covers its whole day. */
  fromMs?: number;
  toMs?: number;
}

/** Play date of a row: when it went live, else when it is scheduled. */
const playedAt = (c: FilterSubject): number =>
  c.st.status === 'upcoming' ? c.st.slot.scheduledMs : c.st.slot.startMs;

/** Applies every filter before pagination; null fields never match a value. */
export function matchesFilters(c: FilterSubject, f: MatchFilters): boolean {
  const { facts } = c;
  if (f.tour !== undefined && facts.tour !== f.tour) return false;
  if (f.draw !== undefined && facts.draw !== f.draw) return false;
  if (f.player && f.player.length > 0) {
    const ids = new Set(f.player);
    if (!ids.has(facts.p1.id) && !ids.has(facts.p2.id)) return false;
  }
  if (f.country !== undefined && facts.p1.country !== f.country && facts.p2.country !== f.country)
    return false;
  if (f.tournament_id !== undefined && facts.tournament.id !== f.tournament_id) return false;
  if (
    f.tier &&
    f.tier.length > 0 &&
    (facts.tournament.tier === null || !f.tier.includes(facts.tournament.tier))
  )
    return false;
  if (f.has_analysis !== undefined && c.hasAnalysis !== f.has_analysis) return false;
  if (f.has_market !== undefined && c.hasMarket !== f.has_market) return false;
  // Every replayed match is a main-draw match: is_qualifying is false, never null.
  if (f.is_qualifying !== undefined && f.is_qualifying !== false) return false;
  if (f.gender !== undefined && facts.gender !== f.gender) return false;
  const at = playedAt(c);
  if (f.fromMs !== undefined && at < f.fromMs) return false;
  if (f.toMs !== undefined && at > f.toMs) return false;
  return true;
}
