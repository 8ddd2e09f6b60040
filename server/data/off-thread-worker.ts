// The worker side of off-thread.ts: imports the module, runs the export, posts its parts and result.
import { parentPort, workerData } from 'node:worker_threads';
import { transferables } from './off-thread';
import { recorder, recordFile, replayRecord } from './off-thread-record';

const { moduleUrl, fn, args, taken, ahead, record } = workerData as {
  moduleUrl: string;
  fn: string;
  args: unknown[];
  /** Name under which the build is recorded in the cache folder and replayed by later starts. */
  record?: string;
  /** Parts the other thread has taken in (off-thread.ts acknowledges each one). */
  taken: Int32Array;
  ahead: number;
};
const port = parentPort;
if (!port) throw new Error('off-thread-worker runs only as a worker thread');
try {
  let sent = 0;
  const emit = (part: unknown) => {
    // Waits (this thread only) until the other thread is at most `ahead` parts behind.
    for (let t = Atomics.load(taken, 0); sent - t >= ahead; t = Atomics.load(taken, 0))
      Atomics.wait(taken, 0, t, 1000);
    port.postMessage({ part }, transferables(part));
    sent++;
  };
  const where = record ? recordFile(record, fn, args) : null;
  const replayed = where ? replayRecord(where, emit) : undefined;
  if (replayed) port.postMessage({ done: replayed.done }, transferables(replayed.done));
  else {
    const rec = where ? recorder(where) : null;
    const mod = (await import(moduleUrl)) as Record<string, (...a: unknown[]) => unknown>;
    try {
      const done = await mod[fn](...args, (part: unknown) => {
        // Recorded before it is posted: posting moves its typed arrays away.
        rec?.part(part);
        emit(part);
      });
      rec?.done(done);
      port.postMessage({ done }, transferables(done));
    } catch (e) {
      rec?.fail();
      throw e;
    }
  }
} catch (e) {
  port.postMessage({ error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
}
