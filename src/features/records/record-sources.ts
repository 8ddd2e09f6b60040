import { heldEloYears, readEloYears } from '../../api/read-elo-years';
import { type ReadProgress, readPeriods } from '../../api/read-package-periods';
import { monthsBetween, readMonths } from '../../api/read-ranking-months';
import { indexedDbKeyedStore, type KeyedStore } from '../../lib/keyed-store';
import type { HeldMonth } from '../../lib/weekly-lists/held-month';
import { monthStore } from '../../lib/weekly-lists/month-store';
import { type RecordMatch, recordMatchesFromCsv } from './record-match';

/** The archive's seasons (the contract: results 1968 through 2022, one yearly package each). */
export const ARCHIVE_SEASONS = Array.from({ length: 2022 - 1968 + 1 }, (_, i) => String(1968 + i));

// The versions name the held shapes: a new shape starts a new database, never misreads an old one.
let seasons: KeyedStore<RecordMatch[]> | null = null;
const seasonStore = () => {
  seasons ??= indexedDbKeyedStore('courtside-record-seasons-v1');
  return seasons;
};

type ReadOpts = { signal: AbortSignal; onProgress: (p: ReadProgress) => void };

export const archiveSource = {
  held: async (periods: readonly string[]) => (await seasonStore().get(periods)).size,
  read: async (periods: readonly string[], opts: ReadOpts) => {
    const got = await readPeriods(
      'archive',
      periods,
      seasonStore(),
      (_, text) => recordMatchesFromCsv(text),
      () => [],
      opts,
    );
    return periods.flatMap((p) => got.get(p) ?? []);
  },
};

export const eloSource = { held: heldEloYears, read: readEloYears };

/** The months from the oldest list held to the newest, `YYYY-MM`. */
export const rankingMonths = (oldest: string, newest: string) =>
  monthsBetween(oldest.slice(0, 7), newest.slice(0, 7));

/** The weekly lists: the same held months the ranking careers read and keep. */
export const rankingsSource = {
  held: async (periods: readonly string[]) => (await monthStore().get(periods)).size,
  read: async (periods: readonly string[], opts: ReadOpts): Promise<HeldMonth[]> => {
    const got = await readMonths(periods, monthStore(), opts);
    return periods.flatMap((p) => {
      const m = got.get(p);
      return m ? [m] : [];
    });
  },
};
