import { useCallback, useState } from 'react';

/** localStorage key of the live sort choice; off unless the trader turned it on (a still grid is the default). */
export const AUTO_RESORT_KEY = 'courtside.trade.autoResort';

function readAuto(): boolean {
  try {
    return localStorage.getItem(AUTO_RESORT_KEY) === 'on';
  } catch {
    return false;
  }
}

/** Whether the grid re-sorts by itself every few seconds (the live sort), persisted across visits. */
export function useAutoResort(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(readAuto);
  const change = useCallback((next: boolean) => {
    setOn(next);
    try {
      localStorage.setItem(AUTO_RESORT_KEY, next ? 'on' : 'off');
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }, []);
  return [on, change];
}
