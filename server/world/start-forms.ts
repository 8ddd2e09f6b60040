import { formHeld } from '../data/disk-cache';
import { offThread } from '../data/off-thread';
import { PLAYERS_FORM } from '../data/players';
import { REPLAYS_FORM } from '../data/slam-pbp';
import { DIGEST_FORM } from './results-index';

const WORKER = new URL('./start-forms-worker.ts', import.meta.url).href;

/**
 * Before the first start of a fresh clone builds the world: the forms it reads (the results
 * digest, the recordings, the players) are built side by side in two worker threads and written to
 * the cache folder, which the world then reads. Built on the request thread they took one after the
 * other, and every parsed results row (about 450 MB of heap) stayed behind. The digest reads the
 * recordings the other worker wrote (a shared flag says when) instead of parsing them again. Does
 * nothing when the forms are there (every later start) or the cache is off; a failed build leaves
 * the world to build in place, as before.
 */
export async function buildStartForms(): Promise<void> {
  const recordingsDone = new Int32Array(new SharedArrayBuffer(4));
  const release = () => {
    Atomics.store(recordingsDone, 0, 1);
    Atomics.notify(recordingsDone, 0);
  };
  const builds: Promise<unknown>[] = [];
  if (!formHeld(REPLAYS_FORM) || !formHeld(PLAYERS_FORM))
    // A worker that fails before its flag is set must not leave the digest waiting.
    builds.push(offThread(WORKER, 'recordingForms', [recordingsDone]).finally(release));
  else release();
  if (!formHeld(DIGEST_FORM)) builds.push(offThread(WORKER, 'digestForm', [recordingsDone]));
  await Promise.allSettled(builds);
}
