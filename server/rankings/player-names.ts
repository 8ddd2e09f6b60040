import { loadPlayers } from '../data/players';
import { sliced } from '../data/sliced';
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

let filling: Promise<void> | null = null;

/**
 * Fills the names `publishedName` reads a few milliseconds at a time: ~130k players in one pass held
 * the request thread for a third of a second on the first rankings read.
 */
export function publishedNamesReady(): Promise<void> {
  if (names) return Promise.resolve();
  filling ??= (async () => {
    const filled = await nameMapInSlices(loadPlayers());
    names ??= filled;
  })();
  return filling;
}

/** The players' names by tour and id, built a slice at a time (a later row of an id wins, as in one pass). */
export async function nameMapInSlices(
  players: ReadonlyArray<{ tour: string; id: number; name: string }>,
): Promise<Map<string, string>> {
  const filled = new Map<string, string>();
  await sliced(players.length, (i) => {
    filled.set(`${players[i].tour}:${players[i].id}`, players[i].name);
  });
  return filled;
}

/** The roster id of that person, or null when the roster holds someone else (or no one) under the id. */
export function rosterId(roster: Roster, id: number, tour: 'atp' | 'wta'): number | null {
  return roster.byFileId(tour, id)?.id ?? null;
}
