import { ApiError } from './api-error';
import { streamPackageFile } from './package-stream';
import { readText } from '../lib/read-text';
import { emptyMonth, type HeldMonth, heldMonthFromCsv } from '../lib/weekly-lists/held-month';
import type { MonthStore } from '../lib/weekly-lists/month-store';

export interface MonthsProgress {
  /** Months read so far of those asked (held ones count at once). */
  done: number;
  asked: number;
  /** Requests sent and package bytes received so far. */
  requests: number;
  bytes: number;
}

/** Monthly package files read at once: enough to keep the line busy, few enough to share it. */
const PARALLEL = 3;

/**
 * The asked months, from the store where held, else one request each for the month's `rankings`
 * package (CSV, the smaller file), kept in the store for every later career. A month the service
 * publishes no package for (404: no list held) is kept as empty, so it is not asked again.
 */
export async function readMonths(
  months: readonly string[],
  store: MonthStore,
  opts: { signal: AbortSignal; onProgress: (p: MonthsProgress) => void },
): Promise<Map<string, HeldMonth>> {
  const out = await store.get(months);
  const missing = months.filter((m) => !out.has(m));
  const p: MonthsProgress = {
    done: months.length - missing.length,
    asked: months.length,
    requests: 0,
    bytes: 0,
  };
  opts.onProgress({ ...p });
  let next = 0;
  async function worker() {
    while (next < missing.length) {
      const month = missing[next++];
      let held: HeldMonth;
      let counted = 0;
      try {
        p.requests++;
        const bytes = await streamPackageFile({
          kind: 'rankings',
          period: month,
          format: 'csv',
          expectedBytes: null,
          signal: opts.signal,
          onProgress: ({ received }) => {
            p.bytes += received - counted;
            counted = received;
            opts.onProgress({ ...p });
          },
        });
        held = heldMonthFromCsv(month, await readText(bytes));
      } catch (e) {
        if (!(e instanceof ApiError && e.status === 404)) throw e;
        held = emptyMonth(month);
      }
      await store.put(held);
      out.set(month, held);
      p.done++;
      opts.onProgress({ ...p });
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL, missing.length) }, worker));
  return out;
}

/** The months from `from` to `to` (`YYYY-MM`), oldest first. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.split('-').map(Number);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > to) break;
    out.push(month);
    m++;
    if (m > 12) {
      m = 1;
      y++;
    }
  }
  return out;
}

/** The month `n` months after (or before, negative) `month`. */
export function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const t = y * 12 + (m - 1) + n;
  return `${Math.floor(t / 12)}-${String((t % 12) + 1).padStart(2, '0')}`;
}
