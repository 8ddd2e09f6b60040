import { CompactResults, type CompactParts, holdCompactResults } from '../data/compact-results';
import { offThread } from '../data/off-thread';
import { loadPlayers } from '../data/players';
import { holdPeople } from './archive-people';
import { ArchiveStore, archiveStore, archiveStoreHeld, holdArchiveStore } from './archive-store';
import type { ArchiveMessage, ArchiveParts } from './archive-worker';
import { holdCareerHighs, type PackedHighs } from './career-highs';
import { SlicedLists } from './keyed-lists';
import { NameIndex } from './name-index';
import { PeoplePool } from './people-pool';
import { holdPackedLinks, type PackedLinks } from './tape-links';

const WORKER = new URL('./archive-worker.ts', import.meta.url).href;
let loading: Promise<ArchiveStore> | null = null;

/** What the worker's slices leave before its store part arrives (archive-worker.ts). */
interface Gathered {
  compact: CompactParts | null;
  byName: SlicedLists;
  postings: SlicedLists;
  highs: PackedHighs | null;
}

/** Takes one slice in: a few milliseconds of this thread's time each. */
function gather(into: Gathered, m: Exclude<ArchiveMessage, { store: ArchiveParts }>): void {
  if ('results' in m) into.compact = m.results;
  // The lists stay in their slices' buffers, read in place (keyed-lists.ts): copying each list
  // into an array made ~50 MB of garbage on this thread (a sampled allocation profile of every
  // first read at once).
  else if ('names' in m) into.byName.add(m.names);
  else if ('postings' in m) into.postings.add(m.postings);
  else into.highs = m.highs;
}

async function takeIn(parts: ArchiveParts, got: Gathered): Promise<ArchiveStore> {
  if (!got.compact) throw new Error('the archive worker sent no results');
  // Held, not parsed: rows are made only for the results a request reads (compact-results.ts).
  const results = holdCompactResults(new CompactResults(got.compact));
  const store = holdArchiveStore(
    new ArchiveStore({ ...parts, results, byName: got.byName, positionOf: new Map(parts.positionOf) }),
  );
  // Held as the worker's columns: a person is made only when a read reaches them (people-pool.ts).
  const pool = PeoplePool.fromParts(loadPlayers(), parts.people);
  holdPeople(pool, new NameIndex(pool, got.postings));
  if (!got.highs) throw new Error('the archive worker sent no career highs');
  holdCareerHighs(got.highs);
  return store;
}

let links: Promise<void> | null = null;

function start(): Promise<ArchiveStore> {
  const got: Gathered = {
    compact: null,
    byName: new SlicedLists(),
    postings: new SlicedLists(),
    highs: null,
  };
  let store: Promise<ArchiveStore> | null = null;
  const stored = new Promise<ArchiveStore>((resolve, reject) => {
    const done = offThread<PackedLinks>(
      WORKER,
      'buildArchive',
      [],
      (part) => {
        const m = part as ArchiveMessage;
        if ('store' in m) {
          store = takeIn(m.store, got);
          store.then(resolve, reject);
        } else gather(got, m);
      },
      { record: 'archive' },
    );
    links = done.then(async (packed) => {
      await (store ?? Promise.reject(new Error('the archive worker sent no store')));
      await holdPackedLinks(packed);
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
