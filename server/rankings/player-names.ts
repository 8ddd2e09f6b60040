import { loadPlayers } from '../data/players';
import { sliced } from '../data/sliced';
import type { Roster } from '../world/roster';

let names: Map<number, string> | null = null;

/**
 * A tour and a file id as one number key: ~130k string keys (`atp:104925`) held ~8 MB more than
 * small integers do. Ids are non-negative integers; anything else gets no key.
 */
function keyOf(tour: string, id: number): number | null {
  if (!Number.isSafeInteger(id) || id < 0 || (tour !== 'atp' && tour !== 'wta')) return null;
  return id * 2 + (tour === 'wta' ? 1 : 0);
}

/**
 * The player file's name of an id on one tour. Ranking files publish ids only, and ATP and WTA
 * id ranges overlap (200000-213704), so the id alone does not say who; the tour does.
 */
export function publishedName(tour: 'atp' | 'wta', id: number): string | null {
  if (!names) {
    names = new Map();
    for (const p of loadPlayers()) {
      const k = keyOf(p.tour, p.id);
      if (k !== null) names.set(k, p.name);
    }
  }
  const k = keyOf(tour, id);
  return k === null ? null : (names.get(k) ?? null);
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
): Promise<Map<number, string>> {
  const filled = new Map<number, string>();
  await sliced(players.length, (i) => {
    const k = keyOf(players[i].tour, players[i].id);
    if (k !== null) filled.set(k, players[i].name);
  });
  return filled;
}

/** The roster id of that person, or null when the roster holds someone else (or no one) under the id. */
export function rosterId(roster: Roster, id: number, tour: 'atp' | 'wta'): number | null {
  return roster.byFileId(tour, id)?.id ?? null;
}
