// The worker side of archive-ready.ts: everything the archive routes read, built off the request
// thread and handed over as typed arrays (the results too, in their compact form).
import { type CompactParts, compactParts } from '../data/compact-results';
import { loadPlayers } from '../data/players';
import { loadResults } from '../data/results';
import { archivePeople, peopleIndex } from './archive-people';
import { ArchiveStore, columnsOf, holdArchiveStore, type StoreColumns } from './archive-store';
import { careerHighs, type PackedHighs } from './career-highs';
import { type PackedLinks, packLinks, tapeLinks } from './tape-links';

/** What the worker hands back besides the rows, the name lists, the postings and the highs. */
export interface ArchiveParts extends Omit<StoreColumns, 'results' | 'byName' | 'positionOf'> {
  positionOf: [number, Int32Array][];
  /** The people in name order: index into `loadPlayers()`, result count and first/last season (0 = none). */
  people: { player: Int32Array; matches: Int32Array; first: Int32Array; last: Int32Array };
}

/**
 * Lists keyed by strings, flat: `keys[k]` owns `values[start[k]..start[k+1]]`. One buffer per
 * slice instead of one per list (each list its own typed array was ~10,000 buffers to clone).
 */
export interface KeyedLists {
  keys: string[];
  start: Uint32Array;
  values: Int32Array;
}

/**
 * What the worker emits, in this order: the compact results, the name index (`names`: the
 * positions each name played) and the people's trigram postings, each in slices, the career highs
 * (typed arrays, one message), then the store's parts. A slice is small enough that taking it in on the
 * request thread costs a few milliseconds: as one message, the store's ~18k names, ~10k postings
 * and ~26k highs took it hundreds (and left that much for the collector at once).
 */
export type ArchiveMessage =
  | { results: CompactParts }
  | { names: KeyedLists }
  | { postings: KeyedLists }
  | { highs: PackedHighs }
  | { store: ArchiveParts };

/** Names or postings per message. */
const SLICE = 2_000;

/** `lists` in messages of SLICE keys each. */
function keyedSlices(lists: Iterable<[string, ArrayLike<number>]>, send: (s: KeyedLists) => void): void {
  let batch: [string, ArrayLike<number>][] = [];
  const flush = () => {
    if (batch.length === 0) return;
    const start = new Uint32Array(batch.length + 1);
    for (let k = 0; k < batch.length; k++) start[k + 1] = start[k] + batch[k][1].length;
    const values = new Int32Array(start[batch.length]);
    for (let k = 0; k < batch.length; k++) values.set(batch[k][1], start[k]);
    send({ keys: batch.map(([key]) => key), start, values });
    batch = [];
  };
  for (const entry of lists) {
    batch.push(entry);
    if (batch.length === SLICE) flush();
  }
  flush();
}

/**
 * Parses the results (emitted in their compact form: the parsed rows never cross), orders and
 * indexes the archive, its people and career highs (emitted as soon as built: the archive routes
 * need no more), then links the 2013–2022 point files to results and returns the links (only the
 * tape reads wait for those).
 * @public
 */
export function buildArchive(emit: (m: ArchiveMessage) => void): PackedLinks {
  emit({ store: storeParts(emit) });
  // The links carry the linked point-by-point matches in columns (tape-links.ts).
  return packLinks(tapeLinks());
}

function storeParts(emit: (m: ArchiveMessage) => void): ArchiveParts {
  const all = loadResults();
  emit({ results: compactParts(all) });
  const { results, byName, positionOf, ...c } = columnsOf(all);
  // The parts below move to the request thread (their memory leaves this one), so the store this
  // worker keeps for linking the tapes holds copies.
  holdArchiveStore(
    new ArchiveStore({
      ...c,
      results,
      byName,
      order: c.order.slice(),
      ids: c.ids.slice(),
      dates: c.dates.slice(),
      tours: c.tours.slice(),
      roundCodes: c.roundCodes.slice(),
      levelCodes: c.levelCodes.slice(),
      positionOf: new Map([...positionOf].map(([base, at]) => [base, at.slice()])),
    }),
  );
  keyedSlices(byName, (names) => emit({ names }));
  const playerAt = new Map(loadPlayers().map((p, i) => [p, i]));
  const pool = archivePeople();
  const people = {
    player: Int32Array.from(pool, (p) => playerAt.get(p.row) ?? -1),
    matches: Int32Array.from(pool, (p) => p.matches),
    first: Int32Array.from(pool, (p) => p.firstYear ?? 0),
    last: Int32Array.from(pool, (p) => p.lastYear ?? 0),
  };
  keyedSlices(peopleIndex().entries(), (postings) => emit({ postings }));
  // Copies: posting moves the arrays away, and this worker's own reads keep theirs.
  const { keys, ranks, days } = careerHighs().packed;
  emit({ highs: { keys: keys.slice(), ranks: ranks.slice(), days: days.slice() } });
  return { ...c, positionOf: [...positionOf], people };
}
