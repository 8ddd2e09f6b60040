/** Values kept by key between visits: IndexedDB in a browser, memory elsewhere (tests, private modes). */
export interface KeyedStore<T> {
  /** The values held among the keys asked. */
  get(keys: readonly string[]): Promise<Map<string, T>>;
  put(key: string, value: T): Promise<void>;
}

/** A store held in memory only: gone with the page. */
export function memoryKeyedStore<T>(): KeyedStore<T> {
  const held = new Map<string, T>();
  return {
    async get(keys) {
      return new Map(keys.flatMap((k) => (held.has(k) ? [[k, held.get(k) as T] as const] : [])));
    },
    async put(key, value) {
      held.set(key, value);
    },
  };
}

const STORE = 'values';

function openDb(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(name, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
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

/**
 * A store in its own IndexedDB database (the name carries a version: a new held shape starts a new
 * database, never misreads an old one); memory where IndexedDB is missing or cannot open.
 */
export function indexedDbKeyedStore<T>(name: string): KeyedStore<T> {
  const fallback = memoryKeyedStore<T>();
  if (typeof indexedDB === 'undefined') return fallback;
  const db = openDb(name).catch(() => null);
  return {
    async get(keys) {
      const d = await db;
      if (!d) return fallback.get(keys);
      const tx = d.transaction(STORE, 'readonly');
      const store = tx.objectStore(STORE);
      const out = await fallback.get(keys);
      for (const k of keys) {
        const req = store.get(k);
        req.onsuccess = () => {
          if (req.result !== undefined) out.set(k, req.result as T);
        };
      }
      await done(tx);
      return out;
    },
    async put(key, value) {
      const d = await db;
      if (!d) return fallback.put(key, value);
      const tx = d.transaction(STORE, 'readwrite');
      tx.objectStore(STORE).put(value, key);
      await done(tx).catch(() => fallback.put(key, value));
    },
  };
}
