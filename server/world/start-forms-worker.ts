// Worker side of start-forms.ts: each export builds forms through their readers, which write them.
import { loadCurrentRankings, loadPlayers } from '../data/players';
import { loadReplayMatches } from '../data/slam-pbp';
import { tourIndex } from '../engine/serve-rates-index';
import { ResultsIndex } from './results-index';

/** How long the digest waits for the other worker's recordings before parsing them itself. */
const RECORDINGS_WAIT_MS = 60_000;

/**
 * The results digest (parses every results file). It needs the recordings too: rather than parse
 * them a second time (2–3 s of the fresh start), it builds the serve-rate index the estimates read
 * while `recordingForms` parses them, then reads the form that one wrote once `recordingsDone` is set.
 */
export function digestForm(recordingsDone: Int32Array): void {
  new ResultsIndex(() => {
    tourIndex('atp');
    tourIndex('wta');
    Atomics.wait(recordingsDone, 0, 0, RECORDINGS_WAIT_MS);
    return loadReplayMatches();
  });
}

/** The recordings (first, and says so in `recordingsDone`), the players and the current rankings. */
export function recordingForms(recordingsDone: Int32Array): void {
  try {
    loadReplayMatches();
  } finally {
    Atomics.store(recordingsDone, 0, 1);
    Atomics.notify(recordingsDone, 0);
  }
  loadPlayers();
  loadCurrentRankings();
}
