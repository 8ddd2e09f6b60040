import type { ApiError } from './api-error';
import { authHeaders, currentConnection } from './connection';
import { errorFromResponse, networkError, parseRetryAfter } from './error-model';
import { buildUrl } from './http';
import { seg } from './params';

export type PackageFormat = 'jsonl' | 'csv' | 'corrections';

export interface StreamProgress {
  received: number;
  /** Content-Length, else the manifest's `bytes`; null when neither is known. */
  total: number | null;
}

interface StreamRequest {
  kind: string;
  period: string;
  format: PackageFormat;
  /** The manifest's `bytes`, used when the answer carries no usable Content-Length. */
  expectedBytes: number | null;
  signal: AbortSignal;
  onProgress: (progress: StreamProgress) => void;
}

async function errorBody(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

// A Content-Length counts encoded bytes; with a content-encoding the bytes read here are decoded ones.
function totalOf(res: Response, expected: number | null): number | null {
  if (res.headers.get('Content-Encoding')) return expected;
  const length = Number(res.headers.get('Content-Length') ?? Number.NaN);
  return Number.isFinite(length) && length > 0 ? length : expected;
}

/**
 * Streams one package file, reporting progress per chunk, and returns exactly the bytes received.
 * Uses the fetch layer's URL and auth (a gateway connection adds no key); errors become ApiErrors.
 */
export async function streamPackageFile(req: StreamRequest): Promise<Uint8Array<ArrayBuffer>> {
  const conn = currentConnection();
  const url = buildUrl(conn, `/history/packages/${seg(req.period)}`, { kind: req.kind, format: req.format });
  let res: Response;
  try {
    res = await fetch(url, { signal: req.signal, headers: { Accept: '*/*', ...authHeaders(conn) } });
  } catch (err) {
    if (req.signal.aborted) throw err;
    throw networkError(err);
  }
  if (!res.ok) {
    const retryAfter = parseRetryAfter(res.headers.get('Retry-After'), Date.now());
    throw errorFromResponse(res.status, await errorBody(res), retryAfter) satisfies ApiError;
  }
  const total = totalOf(res, req.expectedBytes);
  const chunks: Uint8Array[] = [];
  let received = 0;
  req.onProgress({ received, total });
  try {
    if (res.body) {
      const reader = res.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
        req.onProgress({ received, total });
      }
    } else {
      const whole = new Uint8Array(await res.arrayBuffer());
      chunks.push(whole);
      received = whole.byteLength;
      req.onProgress({ received, total });
    }
  } catch (err) {
    if (req.signal.aborted) throw err;
    throw networkError(err);
  }
  const bytes = new Uint8Array(received);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
