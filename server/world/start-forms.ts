import { formHeld } from '../data/disk-cache';
import { offThread } from '../data/off-thread';
import { REPLAYS_FORM } from '../data/slam-pbp';
import { DIGEST_FORM } from './results-index';

const WORKER = new URL('./start-forms-worker.ts', import.meta.url).href;
/** The start waits for these forms: they run at the request thread's priority, not a corpus build's. */
const FOREGROUND = { foreground: true } as const;

/** The start forms being built: the recordings' first (the world's schedule needs them), then all. */
export interface StartForms {
  recordings: Promise<void>;
  all: Promise<void>;
}

/**
 * Before the first start of a fresh clone builds the world: the forms it reads from the results
 * (the digest) and the recordings are built side by side in two worker threads and written to the
 * cache folder. Built on the request thread they took one after the other, and every parsed results
 * row (about 450 MB of heap) stayed behind. The digest reads the recordings the other worker wrote
 * (a shared flag says when) instead of parsing them again. Meanwhile the request thread loads the
 * service's modules, reads the players (server/start-app.ts), and once the recordings are written
 * builds the schedule, so only the catalogue waits for the digest. Does nothing when the forms are
 * there (every later start) or the cache is off; a failed build leaves the world to build in place.
 */
export function buildStartForms(): StartForms {
  const recordingsDone = new Int32Array(new SharedArrayBuffer(4));
  const release = () => {
    Atomics.store(recordingsDone, 0, 1);
    Atomics.notify(recordingsDone, 0);
  };
  const settled = (p: Promise<unknown>) =>
    p.then(
      () => undefined,
      () => undefined,
    );
  let recordings = Promise.resolve();
  // A worker that fails before its flag is set must not leave the digest waiting.
  if (!formHeld(REPLAYS_FORM))
    recordings = settled(
      offThread(WORKER, 'recordingsForm', [recordingsDone], undefined, FOREGROUND).finally(release),
    );
  else release();
  const digest = formHeld(DIGEST_FORM)
    ? Promise.resolve()
    : settled(offThread(WORKER, 'digestForm', [recordingsDone], undefined, FOREGROUND));
  return { recordings, all: Promise.all([recordings, digest]).then(() => undefined) };
}
