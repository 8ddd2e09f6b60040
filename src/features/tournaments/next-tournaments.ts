import type { Match } from '../../../contract/match';

/** A tournament with matches still to start: its id, name and the first start among them. */
export interface NextTournament {
  id: string;
  name: string;
  tour: string | null;
  /** The earliest scheduled start of its upcoming matches (an instant). */
  first: string;
  matches: number;
}

/**
 * The tournaments of the upcoming matches, soonest first (by their first scheduled start), leaving
 * out those already in play (`playing` ids: they are listed above) and matches without a tournament
 * id or a readable start.
 */
export function nextTournaments(
  matches: readonly (Pick<Match, 'tournament' | 'tournament_id' | 'scheduled_time'> & {
    tour?: string | null;
  })[],
  playing: ReadonlySet<string>,
): NextTournament[] {
  const byId = new Map<string, NextTournament>();
  for (const m of matches) {
    if (!m.tournament_id || playing.has(m.tournament_id)) continue;
    if (!Number.isFinite(Date.parse(m.scheduled_time ?? ''))) continue;
    const start = m.scheduled_time as string;
    const t = byId.get(m.tournament_id);
    if (!t) {
      byId.set(m.tournament_id, {
        id: m.tournament_id,
        name: m.tournament,
        tour: m.tour ?? null,
        first: start,
        matches: 1,
      });
      continue;
    }
    t.matches += 1;
    if (Date.parse(start) < Date.parse(t.first)) t.first = start;
  }
  return [...byId.values()].sort(
    (a, b) => Date.parse(a.first) - Date.parse(b.first) || a.name.localeCompare(b.name),
  );
}
