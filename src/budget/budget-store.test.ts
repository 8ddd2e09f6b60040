import { describe, expect, it } from 'vitest';
import { initialBudget } from './budget-state';
import { localStorageStore } from './budget-store';

/** The slice of Storage the store uses, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size;
    },
  };
}

describe('the budget ledger in localStorage', () => {
  it('parses each stored text once, and afresh when another writer changed it', () => {
    const storage = memoryStorage();
    const store = localStorageStore(storage);
    expect(store.load()).toBeNull();
    store.save(initialBudget('free', 0));
    const first = store.load();
    expect(first?.tier).toBe('free');
    expect(store.load()).toBe(first);
    // Another tab writes the same key.
    storage.setItem('courtside.budget', JSON.stringify({ ...first, dayUsed: 7 }));
    const second = store.load();
    expect(second).not.toBe(first);
    expect(second?.dayUsed).toBe(7);
  });

  it('reads an unreadable ledger as none', () => {
    const storage = memoryStorage();
    storage.setItem('courtside.budget', '{not json');
    expect(localStorageStore(storage).load()).toBeNull();
  });
});
