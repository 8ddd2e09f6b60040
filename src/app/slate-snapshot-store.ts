import type { MatchList } from '../../contract/match';

/** The last live list the page held, with when it was read (ms since epoch). */
export interface SlateSnapshot {
  savedAt: number;
  list: MatchList;
}

const DB = 'courtside';
const STORE = 'snapshots';
const KEY = 'live-slate';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(STORE, mode);
        const req = work(tx.objectStore(STORE));
        tx.oncomplete = () => {
          db.close();
          resolve(req.result);
        };
        tx.onerror = () => {
          db.close();
          reject(tx.error);
        };
      }),
  );
}

/** Keeps the snapshot in IndexedDB (off the main thread's storage, and large enough for 200 rows). */
export function saveSlateSnapshot(snapshot: SlateSnapshot): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return run('readwrite', (s) => s.put(snapshot, KEY)).then(() => undefined);
}

/** The snapshot kept, or null (none yet, storage blocked, or a value this code cannot read). */
export async function loadSlateSnapshot(): Promise<SlateSnapshot | null> {
  if (typeof indexedDB === 'undefined') return null;
  try {
    const v = (await run('readonly', (s) => s.get(KEY))) as SlateSnapshot | undefined;
    return v && typeof v.savedAt === 'number' && Array.isArray(v.list?.data) ? v : null;
  } catch {
    return null;
  }
}
