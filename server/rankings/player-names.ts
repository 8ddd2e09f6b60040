import { loadPlayers } from '../data/players';
import { sliced } from '../data/sliced';
import type { Roster } from '../world/roster';

/**
 * The player file's names by tour and id as one table of row numbers: slot `keyOf(tour, id)` holds
 * the row's index + 1 (0: nobody). A Map of ~130k entries kept ~7 MB of small objects on the request
 * thread's heap, which every collection there walked; this is one typed array (~1.7 MB) the
 * collector does not look into. Ids past the table's reach (none in the data) go to a small map.
 */
export class NameTable {
  private readonly rows: readonly { name: string }[];
  private slot: Int32Array;
  private readonly far = new Map<number, number>();
  size = 0;

  constructor(rows: readonly { name: string }[]) {
    this.rows = rows;
    // The files' largest key is ~430,000: one growth at most.
    this.slot = new Int32Array(1 << 18);
  }

  /** Row `i` names key `k`; a later row of the same key wins, as in one pass over the file. */
  set(k: number, i: number): void {
    if (k <= MAX_SLOT) {
      if (k >= this.slot.length) this.grow(k);
      if (this.slot[k] === 0) this.size++;
      this.slot[k] = i + 1;
    } else {
      if (!this.far.has(k)) this.size++;
      this.far.set(k, i);
    }
  }

  private grow(k: number): void {
    let n = this.slot.length;
    while (n <= k) n *= 2;
    const wider = new Int32Array(Math.min(n, MAX_SLOT + 1));
    wider.set(this.slot);
    this.slot = wider;
  }

  get(k: number): string | undefined {
    const i = k <= MAX_SLOT ? (k < this.slot.length ? this.slot[k] : 0) - 1 : (this.far.get(k) ?? -1);
    return i < 0 ? undefined : this.rows[i]?.name;
  }
}

/** Keys a table holds directly: ids up to ~2 million (the files' largest is ~215,000). */
const MAX_SLOT = 1 << 22;

let names: NameTable | null = null;

/**
 * A tour and a file id as one number key. Ids are non-negative integers; anything else gets no key.
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
    const players = loadPlayers();
    names = new NameTable(players);
    players.forEach((p, i) => {
      const k = keyOf(p.tour, p.id);
      if (k !== null) names?.set(k, i);
    });
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
    const filled = await nameTableInSlices(loadPlayers());
    names ??= filled;
  })();
  return filling;
}

/** The players' names by tour and id, built a slice at a time (a later row of an id wins, as in one pass). */
export async function nameTableInSlices(
  players: ReadonlyArray<{ tour: string; id: number; name: string }>,
): Promise<NameTable> {
  const filled = new NameTable(players);
  await sliced(players.length, (i) => {
    const k = keyOf(players[i].tour, players[i].id);
    if (k !== null) filled.set(k, i);
  });
  return filled;
}

/** The roster id of that person, or null when the roster holds someone else (or no one) under the id. */
export function rosterId(roster: Roster, id: number, tour: 'atp' | 'wta'): number | null {
  return roster.servedIdOf(tour, id) ?? null;
}
