// Worker side of start-forms.ts: each export builds forms through their readers, which write them.
import { loadReplayMatches } from '../data/slam-pbp';
import { tourIndex } from '../engine/serve-rates-index';
import { ResultsIndex } from './results-index';

/** How long the digest waits for the other worker's recordings before parsing them itself. */
const RECORDINGS_WAIT_MS = 60_000;

/**
 * The results digest (parses every results file). It needs the recordings too: rather than parse
 * them a second time (2–3 s of the fresh start), it builds the serve-rate index the estimates read
 * while `recordingsForm` parses them, then reads the form that one wrote once `recordingsDone` is set.
 */
export function digestForm(recordingsDone: Int32Array): void {
  new ResultsIndex(() => {
    tourIndex('atp');
    tourIndex('wta');
    Atomics.wait(recordingsDone, 0, 0, RECORDINGS_WAIT_MS);
    return loadReplayMatches();
  });
}

/**
 * The recordings, saying so in `recordingsDone`. The players and the current rankings are read on the
 * request thread meanwhile (server/start-app.ts): written here, that thread read their form back.
 */
export function recordingsForm(recordingsDone: Int32Array): void {
  try {
    loadReplayMatches();
  } finally {
    Atomics.store(recordingsDone, 0, 1);
    Atomics.notify(recordingsDone, 0);
  }
}
