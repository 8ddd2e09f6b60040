// The worker side of archive-ready.ts: everything the archive routes read, built off the request
// thread and handed over as typed arrays (the results too, in their compact form).
import { type CompactParts, compactParts } from '../data/compact-results';
import { loadResults } from '../data/results';
import { peopleIndex, peoplePool } from './archive-people';
import { ArchiveStore, columnsOf, holdArchiveStore, type StoreColumns } from './archive-store';
import { careerHighs, type PackedHighs } from './career-highs';
import { inSlices, type KeyedLists } from './keyed-lists';
import type { PoolParts } from './people-pool';
import { type PackedLinks, packLinks, tapeLinks } from './tape-links';

/** What the worker hands back besides the rows, the name lists, the postings and the highs. */
export interface ArchiveParts extends Omit<StoreColumns, 'results' | 'byName' | 'positionOf'> {
  positionOf: [number, Int32Array][];
  /** The people in name order, as columns (people-pool.ts). */
  people: PoolParts;
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
  inSlices(byName, SLICE, (names) => emit({ names }));
  // Copies, as the highs below: posting moves the arrays away from this worker's own pool.
  const { player, matches, first, last, norms, start } = peoplePool().toParts();
  const people: PoolParts = {
    player: player.slice(),
    matches: matches.slice(),
    first: first.slice(),
    last: last.slice(),
    norms,
    start: start.slice(),
  };
  inSlices(peopleIndex().postings, SLICE, (postings) => emit({ postings }));
  // Copies: posting moves the arrays away, and this worker's own reads keep theirs.
  const { keys, ranks, days } = careerHighs().packed;
  emit({ highs: { keys: keys.slice(), ranks: ranks.slice(), days: days.slice() } });
  return { ...c, positionOf: [...positionOf], people };
}
