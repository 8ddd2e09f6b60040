import { peopleIndex } from './archive-people';
import { type ArchiveStore, archiveStore } from './archive-store';
import { careerHighs } from './career-highs';
import { tapeLinks } from './tape-links';

/**
 * Builds the archive's indexes ahead of the first request (everything is otherwise lazy).
 * Benchmarks call it before timing reads; `tapes` also links the 2013–2022 point files
 * (about a second of CPU on top of the slam point files the live world already loads).
 */
export function warmArchive(opts: { people?: boolean; tapes?: boolean } = {}): ArchiveStore {
  const store = archiveStore();
  if (opts.people) {
    peopleIndex();
    careerHighs();
  }
  if (opts.tapes) tapeLinks();
  return store;
}
