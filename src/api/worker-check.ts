import type { Tolerated } from './tolerant-parse';
import type { CheckReply, CheckRequest, WorkerSchemaName } from './worker-check-protocol';

// The page's side of the contract worker: one worker, started as the first read it checks is sent
// (its code, zod and the schemas, then loads while the answer travels, not after it); each check a
// message out and one back. Where no worker can start (tests, a worker that failed to load),
// the same check runs here, loading the schemas then.

let worker: Worker | null = null;
let workerFailed = typeof Worker === 'undefined';
let nextId = 0;
const waiting = new Map<number, (reply: CheckReply | null) => void>();

function startWorker(): Worker {
  const w = new Worker(new URL('./contract-check.worker.ts', import.meta.url), { type: 'module' });
  w.onmessage = (e: MessageEvent<CheckReply>) => {
    waiting.get(e.data.id)?.(e.data);
    waiting.delete(e.data.id);
  };
  // A worker that cannot load: every waiting check, and every later one, runs on the page.
  w.onerror = () => {
    workerFailed = true;
    worker = null;
    for (const done of waiting.values()) done(null);
    waiting.clear();
  };
  return w;
}

async function checkHere(schema: WorkerSchemaName, body: unknown, status: number) {
  const [{ WORKER_SCHEMAS }, { parseTolerant }] = await Promise.all([
    import('./worker-schemas'),
    import('./tolerant-parse'),
  ]);
  return parseTolerant(WORKER_SCHEMAS[schema], body, status) as Tolerated<unknown>;
}

/** Starts the contract worker if it is not running, so its code loads while a read's answer travels. */
export function startContractWorker(): void {
  if (!workerFailed) worker ??= startWorker();
}

/** The tolerant contract check of `body` against a schema of ./worker-schemas.ts, in the contract worker. */
export async function checkInWorker(
  schema: WorkerSchemaName,
  body: unknown,
  status: number,
): Promise<Tolerated<unknown>> {
  if (workerFailed) return checkHere(schema, body, status);
  worker ??= startWorker();
  const id = nextId++;
  const running = worker;
  const reply = await new Promise<CheckReply | null>((resolve) => {
    waiting.set(id, resolve);
    running.postMessage({ id, schema, body, status } satisfies CheckRequest);
  });
  if (reply === null) return checkHere(schema, body, status);
  if ('failed' in reply) throw (await import('./error-model')).contractError(status, reply.failed);
  return { value: reply.value, degraded: reply.degraded };
}
