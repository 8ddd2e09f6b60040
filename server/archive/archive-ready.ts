import { offThread } from '../data/off-thread';
import { holdPbpCompact, type PbpCompactMatch } from '../data/pbp-compact';
import { loadPlayers } from '../data/players';
import {
  Interner,
  installResults,
  loadResults,
  type ResultRow,
  reshareRows,
  resultsHeld,
} from '../data/results';
import { sliced } from '../data/sliced';
import { type ArchivePerson, holdPeople } from './archive-people';
import { ArchiveStore, archiveStore, archiveStoreHeld, holdArchiveStore } from './archive-store';
import type { ArchiveMessage, ArchiveParts } from './archive-worker';
import { holdCareerHighs } from './career-highs';
import { NameIndex } from './name-index';
import { holdPackedLinks, type PackedLinks } from './tape-links';
import { norm as normName } from './norm';

const WORKER = new URL('./archive-worker.ts', import.meta.url).href;
let loading: Promise<ArchiveStore> | null = null;

async function takeIn(parts: ArchiveParts, chunks: ResultRow[][]): Promise<ArchiveStore> {
  const all = chunks.length > 0 ? installResults(chunks.flat(), parts.fileCounts) : loadResults();
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

let links: Promise<void> | null = null;

function start(): Promise<ArchiveStore> {
  const chunks: ResultRow[][] = [];
  const pbp: PbpCompactMatch[][] = [];
  let store: Promise<ArchiveStore> | null = null;
  // Results this thread parsed already (a player's season records) need not cross again.
  const sendRows = !resultsHeld();
  const intern = new Interner();
  const stored = new Promise<ArchiveStore>((resolve, reject) => {
    const done = offThread<PackedLinks>(WORKER, 'buildArchive', [sendRows], (part) => {
      const m = part as ArchiveMessage;
      if ('rows' in m) {
        reshareRows(m.rows, intern);
        chunks.push(m.rows);
      } else if ('pbp' in m) pbp.push(m.pbp);
      else {
        store = takeIn(m.store, chunks);
        store.then(resolve, reject);
      }
    });
    links = done.then(async (packed) => {
      await (store ?? Promise.reject(new Error('the archive worker sent no store')));
      holdPbpCompact(pbp.flat());
      holdPackedLinks(packed);
    });
    done.catch(reject);
  });
  loading = stored;
  // A failed build is tried again by the next read.
  const reset = () => {
    loading = null;
    links = null;
  };
  stored.catch(reset);
  links?.catch(reset);
  return stored;
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
  return start();
}

/** `archiveReady`, then the tape links of 2013–2022 (which the worker makes after the store). */
export async function archiveTapesReady(): Promise<void> {
  await archiveReady();
  // A store built in place links its tapes in place too, on first read, as before.
  if (links) await links;
}
