import type { LockManagerLike } from '../lib/tab-leader';
import type { BudgetState } from './budget-state';

// The ledger lives in one shared place and is only read-modified-written under a lock, so several
// tabs (each with its own RequestBudget) can never together exceed a limit.

/** Where the ledger is kept: memory for one tab or tests, localStorage across tabs. */
export interface BudgetStore {
  load(): BudgetState | null;
  save(state: BudgetState): void;
}

/** Mutual exclusion around a read-modify-write of the ledger. */
export interface Mutex {
  run<T>(fn: () => T | Promise<T>): Promise<T>;
}

export type { LockManagerLike };

/** An in-memory store; two budgets given the same one behave like two tabs sharing localStorage. */
export function memoryStore(): BudgetStore {
  let state: BudgetState | null = null;
  return {
    load: () => (state ? structuredClone(state) : null),
    save: (s) => {
      state = structuredClone(s);
    },
  };
}

/** A store in `localStorage` under `key`, shared by every tab of the origin. */
export function localStorageStore(storage: Storage, key = 'courtside.budget'): BudgetStore {
  // Every status read loads the ledger, and a paid key's busy minute holds hundreds of send times:
  // parsing it again for each of a dozen readers per request was a visible share of the main thread.
  // The budget's functions never mutate a state (they return new ones), so one parse per stored
  // text is safe; another tab's write changes the text and is parsed afresh.
  let lastRaw: string | null = null;
  let lastState: BudgetState | null = null;
  return {
    load() {
      try {
        const raw = storage.getItem(key);
        if (raw !== lastRaw) {
          lastState = raw ? (JSON.parse(raw) as BudgetState) : null;
          lastRaw = raw;
        }
        return lastState;
      } catch {
        return null;
      }
    },
    save: (s) => storage.setItem(key, JSON.stringify(s)),
  };
}

/** A lock for callers in one JavaScript realm (tests, the bench, a browser without Web Locks). */
export function localMutex(): Mutex {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(fn: () => T | Promise<T>): Promise<T> {
      const result = tail.then(fn);
      tail = result.catch(() => undefined);
      return result;
    },
  };
}

/** A lock shared by every tab of the origin through `navigator.locks`. */
export function webLocksMutex(locks: LockManagerLike, name = 'courtside.budget'): Mutex {
  return { run: (fn) => locks.request(name, fn) };
}
