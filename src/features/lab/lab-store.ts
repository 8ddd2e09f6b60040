import type { LabMatch } from './lab-match';

/** A period as last listed: the matches it held (ids), so a reload needs no listing to recompute. */
interface HeldPeriod {
  key: string;
  ids: number[];
  /** Matches the filters left out (another surface). */
  skipped: number;
  listedAt: number;
}

/**
 * Where the lab keeps what it read: IndexedDB in a browser (a completed match's tape and prices do
 * not change, so a rule changed tomorrow recomputes without a request), memory elsewhere.
 */
export interface LabStore {
  matches(keys: readonly string[]): Promise<Map<string, LabMatch>>;
  putMatch(key: string, m: LabMatch): Promise<void>;
  period(key: string): Promise<HeldPeriod | null>;
  putPeriod(p: HeldPeriod): Promise<void>;
}

/** A match is held per key kind: read without the model (PRO), it cannot answer an edge rule later. */
export const matchKey = (id: number, model: boolean) => `${id}:${model ? 'model' : 'market'}`;

// The version names the held shape: a new shape starts a new database, never misreads an old one.
const DB = 'courtside-lab-v1';
const MATCHES = 'matches';
const PERIODS = 'periods';

function memoryLabStore(): LabStore {
  const matches = new Map<string, LabMatch>();
  const periods = new Map<string, HeldPeriod>();
  return {
    async matches(keys) {
      return new Map(keys.flatMap((k) => (matches.has(k) ? [[k, matches.get(k) as LabMatch] as const] : [])));
    },
    async putMatch(key, m) {
      matches.set(key, m);
    },
    async period(key) {
      return periods.get(key) ?? null;
    },
    async putPeriod(p) {
      periods.set(p.key, p);
    },
  };
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => {
      req.result.createObjectStore(MATCHES);
      req.result.createObjectStore(PERIODS, { keyPath: 'key' });
    };
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

function indexedDbLabStore(): LabStore {
  const fallback = memoryLabStore();
  const db = openDb().catch(() => null);
  const read = async <T>(store: string, keys: readonly string[]) => {
    const d = await db;
    if (!d) return null;
    const tx = d.transaction(store, 'readonly');
    const out = new Map<string, T>();
    for (const k of keys) {
      const req = tx.objectStore(store).get(k);
      req.onsuccess = () => {
        if (req.result) out.set(k, req.result as T);
      };
    }
    await done(tx);
    return out;
  };
  const write = async (store: string, value: unknown, key?: string) => {
    const d = await db;
    if (!d) return false;
    const tx = d.transaction(store, 'readwrite');
    tx.objectStore(store).put(value, key);
    return done(tx).then(
      () => true,
      () => false,
    );
  };
  return {
    async matches(keys) {
      return (await read<LabMatch>(MATCHES, keys)) ?? fallback.matches(keys);
    },
    async putMatch(key, m) {
      if (!(await write(MATCHES, m, key))) await fallback.putMatch(key, m);
    },
    async period(key) {
      const held = await read<HeldPeriod>(PERIODS, [key]);
      return held ? (held.get(key) ?? null) : fallback.period(key);
    },
    async putPeriod(p) {
      if (!(await write(PERIODS, p))) await fallback.putPeriod(p);
    },
  };
}

let shared: LabStore | null = null;

/** The page's one store (IndexedDB when the browser has it). */
export function labStore(): LabStore {
  shared ??= typeof indexedDB === 'undefined' ? memoryLabStore() : indexedDbLabStore();
  return shared;
}
