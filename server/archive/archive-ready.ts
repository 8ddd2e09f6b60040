import { CompactResults, type CompactParts, holdCompactResults } from '../data/compact-results';
import { offThread } from '../data/off-thread';
import { holdPbpCompact, type PbpCompactMatch } from '../data/pbp-compact';
import { loadPlayers } from '../data/players';
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

async function takeIn(parts: ArchiveParts, compact: CompactParts | null): Promise<ArchiveStore> {
  if (!compact) throw new Error('the archive worker sent no results');
  // Held, not parsed: rows are made only for the results a request reads (compact-results.ts).
  const results = holdCompactResults(new CompactResults(compact));
  const byName = new Map<string, number[]>();
  const { names, nameStart, namePositions } = parts;
  await sliced(names.length, (k) => {
    byName.set(names[k], Array.from(namePositions.subarray(nameStart[k], nameStart[k + 1])));
  });
  const store = holdArchiveStore(
    new ArchiveStore({ ...parts, results, byName, positionOf: new Map(parts.positionOf) }),
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
  let compact: CompactParts | null = null;
  const pbp: PbpCompactMatch[][] = [];
  let store: Promise<ArchiveStore> | null = null;
  const stored = new Promise<ArchiveStore>((resolve, reject) => {
    const done = offThread<PackedLinks>(
      WORKER,
      'buildArchive',
      [],
      (part) => {
        const m = part as ArchiveMessage;
        if ('results' in m) compact = m.results;
        else if ('pbp' in m) pbp.push(m.pbp);
        else {
          store = takeIn(m.store, compact);
          store.then(resolve, reject);
        }
      },
      { record: 'archive' },
    );
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
 * then find them in memory. The results stay in their compact form (`compactResultsHeld`).
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
