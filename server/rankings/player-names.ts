import { loadPlayers } from '../data/players';
import type { Roster } from '../world/roster';

let names: Map<string, string> | null = null;

/**
 * The player file's name of an id on one tour. Ranking files publish ids only, and ATP and WTA
 * id ranges overlap (200000-213704), so the id alone does not say who; the tour does.
 */
export function publishedName(tour: 'atp' | 'wta', id: number): string | null {
  if (!names) {
    names = new Map();
    for (const p of loadPlayers()) names.set(`${p.tour}:${p.id}`, p.name);
  }
  return names.get(`${tour}:${id}`) ?? null;
}

/** The roster id of that person, or null when the roster holds someone else (or no one) under the id. */
export function rosterId(roster: Roster, id: number, tour: 'atp' | 'wta'): number | null {
  return roster.byFileId(tour, id)?.id ?? null;
}
