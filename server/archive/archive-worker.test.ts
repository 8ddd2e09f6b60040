import { describe, expect, it } from 'vitest';
import { loadPlayers } from '../data/players';
import { loadResults } from '../data/results';
import { buildThenReplay } from '../data/replay-test-kit';
import { archivePeople } from './archive-people';
import { archiveStore } from './archive-store';
import type { ArchiveMessage, ArchiveParts } from './archive-worker';
import { PeoplePool } from './people-pool';
import { type PackedLinks, tapeLinks } from './tape-links';

const WORKER = new URL('./archive-worker.ts', import.meta.url).href;

// The worker's archive is what the request thread takes in instead of building its own: it must be
// the same archive, and its tape links the same links, after its columns have moved away. A later
// start answers from the recording of that build (off-thread-record.ts): the one build is recorded,
// then replayed by a worker that cannot build, and every message must be the build's.
describe('the archive built in a worker', () => {
  it('orders the same results and links the same tapes as the archive built in place, and its recording replays equal to it', async () => {
    let parts: ArchiveParts | undefined;
    let rows = 0;
    let names = 0;
    const recorded = await buildThenReplay<PackedLinks>(WORKER, 'buildArchive', [], 'archive', (part) => {
      const m = part as ArchiveMessage;
      if ('results' in m) rows = m.results.count;
      if ('store' in m) parts = m.store;
      if ('names' in m) names += m.names.keys.length;
    });
    const links = recorded.result;
    expect(recorded.recordingBytes).toBeGreaterThan(10_000_000);
    expect(recorded.replayed).toEqual(recorded.built);
    const store = archiveStore();
    expect(rows).toBe(loadResults().length);
    expect(parts?.ids.length).toBe(store.size);
    const ids = parts?.ids ?? new Int32Array(0);
    expect(ids.every((id, i) => id === store.ids[i])).toBe(true);
    expect(names).toBe(store.byName.size);
    // The people as the request thread takes them in: the same persons as made in place.
    const people = archivePeople();
    const taken = PeoplePool.fromParts(loadPlayers(), parts!.people);
    expect(taken.size).toBe(people.length);
    for (let i = 0; i < people.length; i += 97) expect(taken.at(i)).toEqual(people[i]);
    const inPlace = tapeLinks();
    expect(links.report).toEqual(inPlace.report);
    expect([...links.ids].sort((a, b) => a - b)).toEqual([...inPlace.byId.keys()].sort((a, b) => a - b));
    // A limit for a stuck build, not for speed: 63 s in a quiet run, past 300 s beside the journeys'
    // service building the same archive.
  }, 900_000);
});
