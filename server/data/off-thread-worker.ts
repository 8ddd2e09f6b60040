// The worker side of off-thread.ts: imports the module, runs the export, posts its parts and result.
import { parentPort, workerData } from 'node:worker_threads';
import { transferables } from './off-thread';

const { moduleUrl, fn, args, taken, ahead } = workerData as {
  moduleUrl: string;
  fn: string;
  args: unknown[];
  /** Parts the other thread has taken in (off-thread.ts acknowledges each one). */
  taken: Int32Array;
  ahead: number;
};
const port = parentPort;
if (!port) throw new Error('off-thread-worker runs only as a worker thread');
try {
  const mod = (await import(moduleUrl)) as Record<string, (...a: unknown[]) => unknown>;
  let sent = 0;
  const emit = (part: unknown) => {
    // Waits (this thread only) until the other thread is at most `ahead` parts behind.
    for (let t = Atomics.load(taken, 0); sent - t >= ahead; t = Atomics.load(taken, 0))
      Atomics.wait(taken, 0, t, 1000);
    port.postMessage({ part }, transferables(part));
    sent++;
  };
  const done = await mod[fn](...args, emit);
  port.postMessage({ done }, transferables(done));
} catch (e) {
  port.postMessage({ error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
}
