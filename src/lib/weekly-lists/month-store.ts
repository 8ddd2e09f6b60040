import { indexedDbKeyedStore, type KeyedStore, memoryKeyedStore } from '../keyed-store';
import type { HeldMonth } from './held-month';

/** Where held months are kept: IndexedDB in a browser, memory elsewhere (tests, private modes). */
export interface MonthStore {
  /** The months held among those asked. */
  get(months: readonly string[]): Promise<Map<string, HeldMonth>>;
  put(month: HeldMonth): Promise<void>;
}

// The version names the held shape: a new shape starts a new database, never misreads an old one.
// v2: the months moved to `lib/keyed-store.ts`'s layout (keyed by month, not by a key path).
const DB = 'courtside-ranking-months-v2';

function monthsIn(store: KeyedStore<HeldMonth>): MonthStore {
  return { get: (months) => store.get(months), put: (month) => store.put(month.month, month) };
}

let shared: MonthStore | null = null;

/** The page's one store: IndexedDB when the browser has it, else memory. */
export function monthStore(): MonthStore {
  shared ??= monthsIn(indexedDbKeyedStore<HeldMonth>(DB));
  return shared;
}

/** A new empty store for the page (tests start each case with nothing held). */
export function freshMonthStore(): MonthStore {
  shared = monthsIn(memoryKeyedStore<HeldMonth>());
  return shared;
}
