import { offThread } from '../data/off-thread';
import { loadPlayers } from '../data/players';
import { installResults, type ResultRow } from '../data/results';
import { sliced } from '../data/sliced';
import { type ArchivePerson, holdPeople } from './archive-people';
import { ArchiveStore, archiveStore, archiveStoreHeld, holdArchiveStore } from './archive-store';
import type { ArchiveParts } from './archive-worker';
import { holdCareerHighs } from './career-highs';
import { NameIndex } from './name-index';
import { norm as normName } from './norm';

const WORKER = new URL('./archive-worker.ts', import.meta.url).href;
let loading: Promise<ArchiveStore> | null = null;

async function takeIn(parts: ArchiveParts, chunks: ResultRow[][]): Promise<ArchiveStore> {
  const all = installResults(chunks.flat(), parts.fileCounts);
  chunks.length = 0;
  const rows = new Array<ResultRow>(parts.order.length);
  await sliced(rows.length, (i) => {
    rows[i] = all[parts.order[i]];
  });
  const byName = new Map<string, number[]>();
  const { names, nameStart, namePositions } = parts;
  await sliced(names.length, (k) => {
    byName.set(names[k], Array.from(namePositions.subarray(nameStart[k], nameStart[k + 1])));
  });
  const store = holdArchiveStore(
    new ArchiveStore({ ...parts, rows, byName, positionOf: new Map(parts.positionOf) }),
  );
  const players = loadPlayers();
  const { player, matches, first, last } = parts.people;
  const pool = new Array<ArchivePerson>(player.length);
  await sliced(pool.length, (k) => {
    const row = players[player[k]];
    pool[k] = {
      row,
      norm: normName(row.name),
      matches: matches[k],
      firstYear: first[k] || null,
      lastYear: last[k] || null,
    };
  });
  holdPeople(pool, new NameIndex(pool, parts.postings));
  holdCareerHighs(new Map(parts.careerHighs));
  return store;
}

/**
 * The archive with its people, name index and career highs, built in a worker on first use (many
 * seconds of parsing and indexing that would stall every other request) and taken in on this
 * thread in slices; the synchronous readers (`archiveStore()`, `peopleIndex()`, `careerHighs()`)
 * then find them in memory. The parsed results become this thread's results too (`loadResults`).
 */
export function archiveReady(): Promise<ArchiveStore> {
  if (loading) return loading;
  // Built in place already (a bench or test warmed it): its people and highs follow as before.
  if (archiveStoreHeld()) return Promise.resolve(archiveStore());
  const chunks: ResultRow[][] = [];
  const p = offThread<ArchiveParts>(WORKER, 'buildArchiveParts', [], (c) =>
    chunks.push(c as ResultRow[]),
  ).then((parts) => takeIn(parts, chunks));
  p.catch(() => {
    loading = null;
  });
  loading = p;
  return p;
}
