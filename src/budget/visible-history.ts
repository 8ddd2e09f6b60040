import { DAY_MS } from './budget-state';

// How long the user keeps a live view visible in a day, learned from earlier days, so the FREE
// budget's spacing fits the user rather than a fixed guess. A first day assumes a 12-hour day.

/** The assumption before any day has been measured. */
export const DEFAULT_VISIBLE_MS = 12 * 3_600_000;
const KEY = 'courtside.visible-days';
const KEEP_DAYS = 14;

type Days = Record<string, number>;

function read(storage: Storage | undefined): Days {
  try {
    return JSON.parse(storage?.getItem(KEY) ?? '{}') as Days;
  } catch {
    return {};
  }
}

/** Expected visible live-view time today: the median of earlier measured days, else the default. */
export function expectedVisibleMs(storage: Storage | undefined, now: number): number {
  const today = Math.floor(now / DAY_MS);
  const past = Object.entries(read(storage))
    .filter(([d]) => Number(d) < today)
    .map(([, ms]) => ms)
    .sort((a, b) => a - b);
  if (past.length === 0) return DEFAULT_VISIBLE_MS;
  return Math.max(past[Math.floor(past.length / 2)], 3_600_000);
}

/** Records today's visible time so far (called as it grows). */
export function rememberVisibleDay(storage: Storage | undefined, now: number, visibleMs: number): void {
  if (!storage) return;
  const today = Math.floor(now / DAY_MS);
  const days = read(storage);
  days[today] = visibleMs;
  for (const d of Object.keys(days)) if (Number(d) < today - KEEP_DAYS) delete days[d];
  storage.setItem(KEY, JSON.stringify(days));
}
