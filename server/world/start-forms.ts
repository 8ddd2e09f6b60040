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
 * other, and every parsed results row (about 450 MB of heap) stayed behind. Does nothing when the
 * forms are there (every later start) or the cache is off; a failed build leaves the world to build
 * in place, as before.
 */
export async function buildStartForms(): Promise<void> {
  const builds: Promise<unknown>[] = [];
  if (!formHeld(DIGEST_FORM)) builds.push(offThread(WORKER, 'digestForm'));
  if (!formHeld(REPLAYS_FORM) || !formHeld(PLAYERS_FORM)) builds.push(offThread(WORKER, 'recordingForms'));
  await Promise.allSettled(builds);
}
