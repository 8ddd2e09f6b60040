import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { isOddsFormat, type OddsFormat } from './odds-format';

/** localStorage key of the user's odds format (Settings → Prices). */
const ODDS_FORMAT_KEY = 'courtside.oddsFormat';

function readOddsFormat(): OddsFormat {
  try {
    const raw = globalThis.localStorage?.getItem(ODDS_FORMAT_KEY);
    return isOddsFormat(raw) ? raw : 'probability';
  } catch {
    return 'probability';
  }
}

interface OddsFormatState {
  format: OddsFormat;
  oddsFormatChosen: (format: OddsFormat) => void;
}

/** One home for the odds format: the grid, the market tab and the match centre all read it. */
export const oddsFormatStore = createStore<OddsFormatState>()((set) => ({
  format: readOddsFormat(),
  oddsFormatChosen: (format) => {
    try {
      localStorage.setItem(ODDS_FORMAT_KEY, format);
    } catch {
      // Not persisted, but used for this visit.
    }
    set({ format });
  },
}));

export const useOddsFormat = () => useStore(oddsFormatStore, (s) => s.format);
export const useOddsFormatChosen = () => useStore(oddsFormatStore, (s) => s.oddsFormatChosen);

/** Back to the default; the test setup calls it between files. */
export function resetOddsFormat(): void {
  oddsFormatStore.setState({ format: 'probability' });
}
