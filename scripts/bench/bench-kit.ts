// What every benchmark shares: reads that check their answer, and the machine's state printed beside
// the figures (a p99 measured while something else loads both cores is not the same figure).
import { availableParallelism, freemem, loadavg, totalmem } from 'node:os';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * GETs `url` and returns its JSON body. A 429 or 503 waits its `Retry-After` (at most `retries`
 * times); any other non-200 throws with the status and the service's `error` code, so a bench says
 * what refused it instead of failing later on a body it did not check.
 */
export async function checkedJson<T>(url: string, headers: Record<string, string>, retries = 5): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(url, { headers });
    const text = await res.text();
    if (res.ok) return JSON.parse(text) as T;
    if ((res.status === 429 || res.status === 503) && attempt < retries) {
      const wait = Number(res.headers.get('Retry-After') ?? '1');
      await sleep(Math.min(60, Number.isFinite(wait) ? Math.max(wait, 0.2) : 1) * 1000);
      continue;
    }
    let code = '';
    try {
      code = String((JSON.parse(text) as { error?: unknown }).error ?? '');
    } catch {
      code = text.slice(0, 80);
    }
    throw new Error(`GET ${url} answered ${res.status} ${code}`);
  }
}

/** p-th percentile of `xs` (nearest rank); NaN for none. */
export function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

/** The machine as the figures were taken: cores, load averages and memory; busy when the load exceeds the cores. */
export function machineState() {
  const [one, five] = loadavg();
  const cores = availableParallelism();
  return {
    cores,
    load_1m: Math.round(one * 100) / 100,
    load_5m: Math.round(five * 100) / 100,
    busy: one > cores,
    mem_free_mb: Math.round(freemem() / 2 ** 20),
    mem_total_mb: Math.round(totalmem() / 2 ** 20),
  };
}

/** The machine's load for a printed figure: "[load 1.2 on 2 cores]", flagged BUSY past the cores. */
export function loadTag(m = machineState()): string {
  return `[load ${m.load_1m} on ${m.cores} cores${m.busy ? ', BUSY: not a quiet figure' : ''}]`;
}
