import type { z } from 'zod/mini';
import type { ApiError } from './api-error';
import { authHeaders, type Connection, currentConnection } from './connection';
import { takeEarlyRead } from './early-reads';
import './query-register';
import type { Tolerated } from './tolerant-parse';
import type { WorkerSchemaName } from './worker-check-protocol';
import type { WORKER_SCHEMAS } from './worker-schemas';

// The contract check (zod/mini and the schemas) is not part of the slate's first JS: it loads beside
// the first read, which starts it before sending, so the two travel together instead of in series.
// Each load is asked once and its promise kept: every call of a dynamic import runs the bundler's
// preload helper, which looks up each of the chunk's files in the document (a querySelector per
// file), and on a grid of 500 cards reading a price every few hundred ms that lookup cost more than
// the parse it guards. A failed load is forgotten, so the next call tries again.
function loadOnce<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

const errorModel = loadOnce(() => import('./error-model'));
const tolerantParse = loadOnce(() => import('./tolerant-parse'));
const workerCheck = loadOnce(() => import('./worker-check'));

/** A read whose check runs in the contract worker (./worker-check.ts), typed by its schema there. */
interface WorkerRef<S> {
  worker: WorkerSchemaName;
  readonly schema?: S;
}

/**
 * A schema, a function loading it (`lazySchema`: a loaded one is fetched beside the request), or a
 * read checked in the contract worker (`inWorker`).
 */
type SchemaRef<S> = S | (() => Promise<S>) | WorkerRef<S>;

const isWorkerRef = <S>(ref: SchemaRef<S>): ref is WorkerRef<S> =>
  typeof ref === 'object' && ref !== null && 'worker' in ref;

/** The read's contract check runs in the contract worker, on the schema named (./worker-schemas.ts). */
export function inWorker<K extends WorkerSchemaName>(name: K): WorkerRef<(typeof WORKER_SCHEMAS)[K]> {
  return { worker: name };
}

/** A schema loaded on first use, from a module the slate's first JS does not carry. */
export function lazySchema<M, S>(load: () => Promise<M>, pick: (m: M) => S): () => Promise<S> {
  const module = loadOnce(load);
  return () => module().then(pick);
}

const loadSchema = <S>(ref: S | (() => Promise<S>)): Promise<S> =>
  typeof ref === 'function' ? (ref as () => Promise<S>)() : Promise.resolve(ref);

/**
 * The contract check, started before the request goes so its module loads while the answer travels;
 * for a read checked in the contract worker (`inWorker`), the worker's page side instead.
 */
function checker<S extends z.core.$ZodType>(ref: SchemaRef<S>) {
  if (isWorkerRef(ref)) {
    const ready = workerCheck();
    // The worker starts as the request goes: its code would otherwise load after the answer.
    ready.then((m) => m.startContractWorker()).catch(() => {});
    return async (body: unknown, status: number) => {
      const { checkInWorker } = await ready;
      return (await checkInWorker(ref.worker, body, status)) as Tolerated<z.output<S>>;
    };
  }
  const ready = Promise.all([loadSchema(ref), tolerantParse()]);
  // A request refused before it is sent never awaits the check: its load must not fail unobserved.
  ready.catch(() => {});
  return async (body: unknown, status: number) => {
    const [schema, { parseTolerant }] = await ready;
    return parseTolerant(schema, body, status);
  };
}

/** Query-string values; undefined entries are dropped, arrays repeat the key (e.g. `player`). */
export type QueryParams = Record<
  string,
  string | number | boolean | null | undefined | readonly (string | number)[]
>;

/** What the request budget sees of one request and its answer. */
export interface RequestInfo {
  path: string;
  /** Quota-exempt reads (`/health`, `/usage`) never spend budget. */
  exempt: boolean;
}

/** The request budget's hooks into the fetch layer (see src/budget); absent means no budgeting. */
export interface RequestGate {
  /** Waits for or refuses (ApiError kind `budget`) a request before it is sent. */
  beforeRequest(req: RequestInfo): Promise<void> | void;
  /** Sees every answer, error or not, so Retry-After, 429s and quota headers steer the budget. */
  afterResponse(
    req: RequestInfo,
    res: { status: number; headers: Headers; error: ApiError | null },
  ): Promise<void> | void;
}

/** Per-call options; the connection and gate default to the app-wide ones. */
export interface CallOptions {
  signal?: AbortSignal;
  connection?: Connection;
  gate?: RequestGate | null;
  /** Listener for fields the tolerant boundary had to degrade. */
  onDegraded?: (path: string, fields: string[]) => void;
}

const EXEMPT_PATHS = new Set(['/health', '/usage']);
let appGate: RequestGate | null = null;

/** Installs the app-wide request budget (or removes it with null). */
export function setRequestGate(gate: RequestGate | null): void {
  appGate = gate;
}

// The spec writes these as one comma-separated value (`tier`, `/events` `type`, stoppages `kind`);
// every other list parameter repeats its key (`player`, `system`, `surface`).
const CSV_PARAMS = new Set(['tier', 'type', 'kind']);

/** The full URL of `path` under the connection's base, with the query string. */
export function buildUrl(conn: Connection, path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? (CSV_PARAMS.has(key) ? [value.join(',')] : value) : [value];
    for (const v of values) search.append(key, String(v));
  }
  const qs = search.toString();
  return `${conn.baseUrl}${path}${qs ? `?${qs}` : ''}`;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

interface RawCall {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  params: QueryParams;
  body?: unknown;
  /** Read a successful answer as bytes (package files); errors are still JSON bodies. */
  binary?: boolean;
}

async function send(call: RawCall, opts: CallOptions): Promise<{ status: number; body: unknown }> {
  const conn = opts.connection ?? currentConnection();
  const gate = opts.gate === undefined ? appGate : opts.gate;
  const info: RequestInfo = { path: call.path, exempt: EXEMPT_PATHS.has(call.path) };
  await gate?.beforeRequest(info);
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders(conn) };
  if (call.body !== undefined) headers['Content-Type'] = 'application/json';
  const url = buildUrl(conn, call.path, call.params);
  const ask = () =>
    fetch(url, {
      method: call.method,
      signal: opts.signal,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
  let res: Response;
  try {
    // A first read the gateway's page already started (only GETs it serves; never with a key).
    const early = call.method === 'GET' && conn.mode === 'gateway' ? takeEarlyRead(url, ask) : null;
    res = await (early ?? ask());
  } catch (err) {
    // An abort is React Query cancelling the request, not a failure to report.
    if (opts.signal?.aborted) throw err;
    throw (await errorModel()).networkError(err);
  }
  if (call.binary && res.ok) {
    await gate?.afterResponse(info, { status: res.status, headers: res.headers, error: null });
    return { status: res.status, body: await res.blob() };
  }
  const body = await readBody(res);
  let error: ApiError | null = null;
  if (!res.ok) {
    const { errorFromResponse, parseRetryAfter } = await errorModel();
    error = errorFromResponse(res.status, body, parseRetryAfter(res.headers.get('Retry-After'), Date.now()));
  }
  await gate?.afterResponse(info, { status: res.status, headers: res.headers, error });
  if (error) throw error;
  if (body === undefined) throw (await errorModel()).contractError(res.status, 'the response was not JSON');
  return { status: res.status, body };
}

/** GETs `path`, checks the body tolerantly against a contract schema, and maps every failure to an ApiError. */
export async function apiGet<S extends z.core.$ZodType>(
  path: string,
  params: QueryParams,
  schema: SchemaRef<S>,
  opts: CallOptions = {},
): Promise<z.output<S>> {
  const check = checker(schema);
  const { status, body } = await send({ method: 'GET', path, params }, opts);
  const parsed = await check(body, status);
  if (parsed.degraded.length > 0) opts.onDegraded?.(path, parsed.degraded);
  return parsed.value;
}

/** POST or DELETE with a JSON body (webhooks); same error model and boundary check as `apiGet`. */
export async function apiSend<S extends z.core.$ZodType>(
  method: 'POST' | 'DELETE',
  path: string,
  body: unknown,
  schema: SchemaRef<S>,
  opts: CallOptions = {},
): Promise<z.output<S>> {
  const check = checker(schema);
  const res = await send({ method, path, params: {}, body }, opts);
  return (await check(res.body, res.status)).value;
}

/** GETs a file (a package in `jsonl`, `csv` or `corrections` format) as bytes; errors as for `apiGet`. */
export async function apiGetBlob(path: string, params: QueryParams, opts: CallOptions = {}): Promise<Blob> {
  const res = await send({ method: 'GET', path, params, binary: true }, opts);
  if (!(res.body instanceof Blob)) throw (await errorModel()).contractError(res.status, 'expected a file');
  return res.body;
}
