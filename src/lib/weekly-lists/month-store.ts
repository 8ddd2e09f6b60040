import type { HeldMonth } from './held-month';

/** Where held months are kept: IndexedDB in a browser, memory elsewhere (tests, private modes). */
export interface MonthStore {
  /** The months held among those asked. */
  get(months: readonly string[]): Promise<Map<string, HeldMonth>>;
  put(month: HeldMonth): Promise<void>;
}

// The version names the held shape: a new shape starts a new database, never misreads an old one.
const DB = 'courtside-ranking-months-v1';
const STORE = 'months';

function memoryMonthStore(): MonthStore {
  const held = new Map<string, HeldMonth>();
  return {
    async get(months) {
      return new Map(months.flatMap((m) => (held.has(m) ? [[m, held.get(m) as HeldMonth] as const] : [])));
    },
    async put(month) {
      held.set(month.month, month);
    },
  };
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'month' });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

const done = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });

/** Months kept in this browser's IndexedDB; falls back to memory where IndexedDB cannot open. */
function indexedDbMonthStore(): MonthStore {
  const fallback = memoryMonthStore();
  const db = openDb().catch(() => null);
  return {
    async get(months) {
      const d = await db;
      if (!d) return fallback.get(months);
      const tx = d.transaction(STORE, 'readonly');
      const store = tx.objectStore(STORE);
      const out = new Map<string, HeldMonth>();
      for (const m of months) {
        const req = store.get(m);
        req.onsuccess = () => {
          if (req.result) out.set(m, req.result as HeldMonth);
        };
      }
      await done(tx);
      return out;
    },
    async put(month) {
      const d = await db;
      if (!d) return fallback.put(month);
      const tx = d.transaction(STORE, 'readwrite');
      tx.objectStore(STORE).put(month);
      await done(tx).catch(() => fallback.put(month));
    },
  };
}

let shared: MonthStore | null = null;

/** The page's one store (IndexedDB when the browser has it). */
export function monthStore(): MonthStore {
  shared ??= typeof indexedDB === 'undefined' ? memoryMonthStore() : indexedDbMonthStore();
  return shared;
}

/** A new empty store for the page (tests start each case with nothing held). */
export function freshMonthStore(): MonthStore {
  shared = memoryMonthStore();
  return shared;
}
