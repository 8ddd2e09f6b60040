// The worker side of archive-ready.ts: everything the archive routes read, built off the request
// thread and handed over as typed arrays (the results too, in their compact form).
import { type CompactParts, compactParts } from '../data/compact-results';
import { loadPbpCompact, type PbpCompactMatch } from '../data/pbp-compact';
import { loadPlayers } from '../data/players';
import { loadResults } from '../data/results';
import { archivePeople, peopleIndex } from './archive-people';
import { ArchiveStore, columnsOf, holdArchiveStore, type StoreColumns } from './archive-store';
import { careerHighs } from './career-highs';
import { type PackedLinks, packLinks, tapeLinks } from './tape-links';

/** What the worker hands back besides the rows. */
export interface ArchiveParts extends Omit<StoreColumns, 'results' | 'byName' | 'positionOf'> {
  /** The name index, flat: `names[k]` played the positions `namePositions[nameStart[k]..nameStart[k+1]]`. */
  names: string[];
  nameStart: Uint32Array;
  namePositions: Int32Array;
  positionOf: [number, Int32Array][];
  /** The people in name order: index into `loadPlayers()`, result count and first/last season (0 = none). */
  people: { player: Int32Array; matches: Int32Array; first: Int32Array; last: Int32Array };
  postings: [string, Int32Array][];
  careerHighs: [string, { rank: number; date: string }][];
}

/** What the worker emits, in this order: the compact results, the store's parts, pbp matches (chunks). */
export type ArchiveMessage = { results: CompactParts } | { store: ArchiveParts } | { pbp: PbpCompactMatch[] };

const CHUNK = 2_000;

/**
 * Parses the results (emitted in their compact form: the parsed rows never cross), orders and
 * indexes the archive, its people and career highs (emitted as soon as built: the archive routes
 * need no more), then links the 2013–2022 point files to results and returns the links (only the
 * tape reads wait for those).
 * @public
 */
export function buildArchive(emit: (m: ArchiveMessage) => void): PackedLinks {
  emit({ store: storeParts((results) => emit({ results })) });
  const pbp = loadPbpCompact();
  for (let i = 0; i < pbp.length; i += CHUNK) emit({ pbp: pbp.slice(i, i + CHUNK) });
  return packLinks(tapeLinks());
}

function storeParts(emit: (results: CompactParts) => void): ArchiveParts {
  const all = loadResults();
  emit(compactParts(all));
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
  const names = [...byName.keys()];
  const nameStart = new Uint32Array(names.length + 1);
  let total = 0;
  names.forEach((name, k) => {
    nameStart[k] = total;
    total += byName.get(name)?.length ?? 0;
  });
  nameStart[names.length] = total;
  const namePositions = new Int32Array(total);
  for (let k = 0; k < names.length; k++) namePositions.set(byName.get(names[k]) ?? [], nameStart[k]);
  const playerAt = new Map(loadPlayers().map((p, i) => [p, i]));
  const pool = archivePeople();
  const people = {
    player: Int32Array.from(pool, (p) => playerAt.get(p.row) ?? -1),
    matches: Int32Array.from(pool, (p) => p.matches),
    first: Int32Array.from(pool, (p) => p.firstYear ?? 0),
    last: Int32Array.from(pool, (p) => p.lastYear ?? 0),
  };
  return {
    ...c,
    names,
    nameStart,
    namePositions,
    positionOf: [...positionOf],
    people,
    postings: peopleIndex().entries(),
    careerHighs: [...careerHighs()],
  };
}
