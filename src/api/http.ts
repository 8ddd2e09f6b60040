import { ApiError } from './api-error';
import './query-register';

/** Query-string values; undefined entries are dropped, arrays repeat the key (e.g. `player`). */
export type QueryParams = Record<
  string,
  string | number | boolean | undefined | readonly (string | number)[]
>;

/** Turns an unknown JSON body into a typed value, throwing an ApiError of kind `contract` when it cannot. */
export type Parse<T> = (body: unknown) => T;

// The browser talks to our own origin; the dev proxy (later the gateway) adds the key server-side,
// so no paid key ever reaches the browser.
const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';

function buildUrl(path: string, params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) search.append(key, String(v));
  }
  const qs = search.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
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

function errorFromBody(status: number, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = typeof record.error === 'string' ? record.error : `http_${status}`;
  const detail = typeof record.detail === 'string' ? record.detail : null;
  return new ApiError('http', status, code, detail);
}

/** GETs `path` under the API base, checks the body with `parse`, and maps every failure to an ApiError. */
export async function apiGet<T>(
  path: string,
  params: QueryParams,
  signal: AbortSignal | undefined,
  parse: Parse<T>,
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(buildUrl(path, params), { signal, headers: { Accept: 'application/json' } });
  } catch (err) {
    // An abort is React Query cancelling the request, not a failure to report.
    if (signal?.aborted) throw err;
    throw new ApiError('network', 0, 'network_error', err instanceof Error ? err.message : null);
  }
  const body = await readBody(res);
  if (!res.ok) throw errorFromBody(res.status, body);
  if (body === undefined)
    throw new ApiError('contract', res.status, 'bad_json', 'The response was not JSON.');
  return parse(body);
}
