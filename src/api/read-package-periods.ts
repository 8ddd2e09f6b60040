import { backoffDelay } from '../lib/backoff';
import type { KeyedStore } from '../lib/keyed-store';
import { readText } from '../lib/read-text';
import { ApiError } from './api-error';
import { streamPackageFile } from './package-stream';

export interface ReadProgress {
  /** Periods read so far of those asked (held ones count at once). */
  done: number;
  asked: number;
  /** Requests sent and package bytes received so far. */
  requests: number;
  bytes: number;
}

/** Package files read at once: enough to keep the line busy, few enough to share the minute's budget. */
const PARALLEL = 3;

/**
 * A month's or season's file is built by the service on its first download, which on a busy service
 * can outlast the gateway's wait (502/504) or find it busy (503); the build goes on, so the file is
 * asked again after a pause rather than failing the whole run. No answer at all (0) is retried too.
 */
const TRANSIENT = new Set([0, 502, 503, 504]);
const ATTEMPTS = 4;
const retryPause = (attempt: number) => backoffDelay(2_000, attempt, 15_000);

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

/**
 * The asked periods of one package kind, from the store where held, else one request each (the
 * CSV, the smaller file) parsed and kept for every later visit. A period the service does not
 * publish (404) is kept as `empty`, so it is not asked again.
 */
export async function readPeriods<T>(
  kind: string,
  periods: readonly string[],
  store: KeyedStore<T>,
  parse: (period: string, text: string) => T,
  empty: (period: string) => T,
  opts: { signal: AbortSignal; onProgress: (p: ReadProgress) => void },
): Promise<Map<string, T>> {
  const out = await store.get(periods);
  const missing = periods.filter((p) => !out.has(p));
  const p: ReadProgress = {
    done: periods.length - missing.length,
    asked: periods.length,
    requests: 0,
    bytes: 0,
  };
  opts.onProgress({ ...p });
  let next = 0;
  async function worker() {
    while (next < missing.length) {
      const period = missing[next++];
      let held: T | undefined;
      for (let attempt = 0; held === undefined; attempt++) {
        let counted = 0;
        try {
          p.requests++;
          const bytes = await streamPackageFile({
            kind,
            period,
            format: 'csv',
            expectedBytes: null,
            signal: opts.signal,
            onProgress: ({ received }) => {
              p.bytes += received - counted;
              counted = received;
              opts.onProgress({ ...p });
            },
          });
          held = parse(period, await readText(bytes));
        } catch (e) {
          if (e instanceof ApiError && e.status === 404) held = empty(period);
          else if (e instanceof ApiError && TRANSIENT.has(e.status) && attempt + 1 < ATTEMPTS)
            await pause(retryPause(attempt), opts.signal);
          else throw e;
        }
      }
      await store.put(period, held);
      out.set(period, held);
      p.done++;
      opts.onProgress({ ...p });
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL, missing.length) }, worker));
  return out;
}
