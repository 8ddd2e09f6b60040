// The worker side of off-thread.ts: imports the module, runs the export, posts its parts and result.
import { parentPort, workerData } from 'node:worker_threads';
import { transferables } from './off-thread';

const { moduleUrl, fn, args } = workerData as { moduleUrl: string; fn: string; args: unknown[] };
const port = parentPort;
if (!port) throw new Error('off-thread-worker runs only as a worker thread');
try {
  const mod = (await import(moduleUrl)) as Record<string, (...a: unknown[]) => unknown>;
  const emit = (part: unknown) => port.postMessage({ part }, transferables(part));
  const done = await mod[fn](...args, emit);
  port.postMessage({ done }, transferables(done));
} catch (e) {
  port.postMessage({ error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
}
