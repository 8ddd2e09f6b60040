import { useCallback, useState } from 'react';

/** localStorage key of the pinned match ids. */
export const PINS_KEY = 'courtside.trade.pins';
// Match ids never come back once a match ends; the newest pins are kept, the list does not grow forever.
const MAX_PINS = 50;

function readPins(): number[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(PINS_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** The pinned matches (kept on top of the grid), persisted across visits; `toggle` pins or unpins. */
export function usePins(): [ReadonlySet<number>, (id: number) => void] {
  const [pins, setPins] = useState<ReadonlySet<number>>(() => new Set(readPins()));
  const toggle = useCallback((id: number) => {
    setPins((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      const kept = [...next].slice(-MAX_PINS);
      try {
        localStorage.setItem(PINS_KEY, JSON.stringify(kept));
      } catch {
        // Private mode: pinned for this visit only.
      }
      return new Set(kept);
    });
  }, []);
  return [pins, toggle];
}
