import type { Match } from '../../../contract/match';

/** A tournament with matches in play: its id and name as the listing gives them. */
export interface LiveTournament {
  id: string;
  name: string;
  /** The tour of its matches (two events share "US Open"); null when they do not say. */
  tour: string | null;
  /** Singles, doubles or mixed, as its matches say (an event's draws are separate tournaments). */
  draw: string | null;
  live: number;
  /** The earliest start of its matches in play (an instant), or null when none says. */
  since: string | null;
}

/**
 * The tournaments of the matches in play, most matches first, then the one playing longest; a match
 * without a tournament id is left out (it cannot link anywhere).
 */
export function liveTournaments(
  matches: readonly (Pick<Match, 'tournament' | 'tournament_id' | 'live_at'> & {
    tour?: string | null;
    draw?: string | null;
    gender?: string | null;
  })[],
) {
  const byId = new Map<string, LiveTournament>();
  for (const m of matches) {
    if (!m.tournament_id) continue;
    const t = byId.get(m.tournament_id) ?? {
      id: m.tournament_id,
      name: m.tournament,
      tour: m.tour ?? null,
      draw: m.gender === null && m.draw === 'doubles' ? 'mixed' : (m.draw ?? null),
      live: 0,
      since: null,
    };
    t.live += 1;
    if (m.live_at && (t.since === null || Date.parse(m.live_at) < Date.parse(t.since))) t.since = m.live_at;
    byId.set(m.tournament_id, t);
  }
  return [...byId.values()].sort(
    (a, b) =>
      b.live - a.live ||
      (a.since === null ? 1 : b.since === null ? -1 : Date.parse(a.since) - Date.parse(b.since)) ||
      a.name.localeCompare(b.name),
  );
}
