import { Worker } from 'node:worker_threads';

const WORKER = new URL('./off-thread-worker.ts', import.meta.url).href;
let tsxApi: string;
try {
  tsxApi = import.meta.resolve('tsx/esm/api');
} catch {
  tsxApi = 'tsx/esm/api';
}

/**
 * Parts a worker may send before this thread has taken them in. Without a bound a fast worker
 * queues hundreds, and a port delivers every queued message in one go: deserialising them all
 * held the request thread for seconds.
 */
const PARTS_AHEAD = 2;

/** At most this many corpus builds run at once (each a core); more wait their turn. */
const MAX_RUNNING = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= MAX_RUNNING) await new Promise<void>((r) => waiting.push(r));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

/**
 * Runs the export `fn` of the module `moduleUrl` in a worker thread and resolves with what it
 * returns: the request thread only receives the result. The export gets `args`, then an `emit`
 * callback: each part it emits arrives as its own message (`onPart`), so a large result crosses in
 * slices between which the request thread answers others. Typed arrays cross in shared memory,
 * copied there by the worker (shared-copy.ts), so this thread takes them in without a copy. One
 * worker per call, ended after it, so nothing the build parsed stays behind in its heap.
 * With `record`, the build's parts and result are written into the cache folder under that name and
 * a later start's worker replays them instead of building (off-thread-record.ts): the same messages,
 * read in about a second instead of parsed and indexed again. A build runs at a lower priority than
 * the request thread (off-thread-worker.ts) unless `foreground`: what the start itself waits for.
 */
export async function offThread<T>(
  moduleUrl: string,
  fn: string,
  args: readonly unknown[] = [],
  onPart?: (part: unknown) => void,
  options: { record?: string; foreground?: boolean } = {},
): Promise<T> {
  const release = await slot();
  try {
    return await new Promise<T>((resolve, reject) => {
      // Parts taken in so far: the worker waits on it before sending more than PARTS_AHEAD ahead.
      const taken = new Int32Array(new SharedArrayBuffer(4));
      const worker = new Worker(
        `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(WORKER)}); })`,
        {
          eval: true,
          workerData: {
            moduleUrl,
            fn,
            args,
            taken,
            ahead: PARTS_AHEAD,
            record: options.record,
            foreground: options.foreground,
          },
        },
      );
      let settled = false;
      worker.on('message', (m: { part?: unknown; done?: T; error?: string }) => {
        if ('part' in m) {
          onPart?.(m.part);
          // Acknowledged on the next turn, so other requests are answered between two parts.
          setImmediate(() => {
            Atomics.add(taken, 0, 1);
            Atomics.notify(taken, 0);
          });
        } else if ('error' in m) {
          settled = true;
          reject(new Error(m.error));
          void worker.terminate();
        } else {
          settled = true;
          // Answered once the worker is gone: until then its heap (often larger than what it
          // built) still counts in the service's resident memory.
          worker.terminate().then(
            () => resolve(m.done as T),
            () => resolve(m.done as T),
          );
        }
      });
      worker.once('error', (e) => {
        settled = true;
        reject(e);
      });
      worker.once('exit', (code) => {
        if (!settled) reject(new Error(`${fn} worker exited (${code}) before answering`));
      });
    });
  } finally {
    release();
  }
}
