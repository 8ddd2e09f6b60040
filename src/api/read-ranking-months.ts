import { emptyMonth, type HeldMonth, heldMonthFromCsv } from '../lib/weekly-lists/held-month';
import type { MonthStore } from '../lib/weekly-lists/month-store';
import { type ReadProgress, readPeriods } from './read-package-periods';

/** Progress of a months read: months done of those asked, requests sent, bytes received. */
export type MonthsProgress = ReadProgress;

/**
 * The asked months, from the store where held, else one request each for the month's `rankings`
 * package (CSV, the smaller file), kept in the store for every later career. A month the service
 * publishes no package for (404: no list held) is kept as empty, so it is not asked again.
 */
export function readMonths(
  months: readonly string[],
  store: MonthStore,
  opts: { signal: AbortSignal; onProgress: (p: MonthsProgress) => void },
): Promise<Map<string, HeldMonth>> {
  const keyed = {
    get: (keys: readonly string[]) => store.get(keys),
    put: (_: string, m: HeldMonth) => store.put(m),
  };
  return readPeriods('rankings', months, keyed, heldMonthFromCsv, emptyMonth, opts);
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
