// The worker side of off-thread.ts: imports the module, runs the export, posts its parts and result.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { recorder, recordFile, replayRecord } from './off-thread-record';
import { sharedCopy } from './shared-copy';

const { moduleUrl, fn, args, taken, ahead, record, foreground } = workerData as {
  moduleUrl: string;
  fn: string;
  args: unknown[];
  /** Name under which the build is recorded in the cache folder and replayed by later starts. */
  record?: string;
  /** Parts the other thread has taken in (off-thread.ts acknowledges each one). */
  taken: Int32Array;
  ahead: number;
  /** The start waits for this build: it keeps the request thread's priority. */
  foreground?: boolean;
};

/**
 * A corpus build yields the core to the request thread: with two builds and the request thread on
 * two cores, the kernel otherwise shares them evenly and the request thread waits its turn for a
 * core between two of its own (the event loop's delay while every corpus was first read at once,
 * longer than any of its turns). Linux gives each thread its own nice value (a thread's id is a
 * process id to `setpriority`); elsewhere the build runs as before.
 */
const BUILD_NICE = 10;
if (!foreground) {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), BUILD_NICE);
  } catch {
    // No per-thread priority here: the build shares the cores as before.
  }
}
const port = parentPort;
if (!port) throw new Error('off-thread-worker runs only as a worker thread');
try {
  let sent = 0;
  const emit = (part: unknown) => {
    // Waits (this thread only) until the other thread is at most `ahead` parts behind.
    for (let t = Atomics.load(taken, 0); sent - t >= ahead; t = Atomics.load(taken, 0))
      Atomics.wait(taken, 0, t, 1000);
    port.postMessage({ part });
    sent++;
  };
  const where = record ? recordFile(record, fn, args) : null;
  const replayed = where ? replayRecord(where, emit) : undefined;
  if (replayed) port.postMessage({ done: replayed.done });
  else {
    const rec = where ? recorder(where) : null;
    const mod = (await import(moduleUrl)) as Record<string, (...a: unknown[]) => unknown>;
    try {
      const done = await mod[fn](...args, (part: unknown) => {
        // Recorded as built (shared memory has no structured-clone form), then posted with its
        // typed arrays in shared memory, as a replay posts them (shared-copy.ts).
        rec?.part(part);
        emit(sharedCopy(part));
      });
      rec?.done(done);
      port.postMessage({ done: sharedCopy(done) });
    } catch (e) {
      rec?.fail();
      throw e;
    }
  }
} catch (e) {
  port.postMessage({ error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
}
