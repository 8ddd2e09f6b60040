import { type EloYear, eloYearFromCsv } from '../lib/elo-years/elo-year';
import { indexedDbKeyedStore, type KeyedStore } from '../lib/keyed-store';
import { type ReadProgress, readPeriods } from './read-package-periods';

// The version names the held shape: a new shape starts a new database, never misreads an old one.
let store: KeyedStore<EloYear> | null = null;
const eloStore = () => {
  store ??= indexedDbKeyedStore('courtside-elo-peaks-v1');
  return store;
};

/** How many of the years this browser holds (each year's peaks, kept by the records room and the Elo views). */
export async function heldEloYears(years: readonly string[]): Promise<number> {
  return (await eloStore().get(years)).size;
}

/**
 * The asked years' Elo peaks, from the browser where held, else one `kind=elo` package (CSV) each,
 * reduced to each player's best qualified rating per ladder and kept for every later view.
 */
export async function readEloYears(
  years: readonly string[],
  opts: { signal: AbortSignal; onProgress: (p: ReadProgress) => void },
): Promise<EloYear[]> {
  const got = await readPeriods(
    'elo',
    years,
    eloStore(),
    eloYearFromCsv,
    (year) => ({ year, peaks: [] }),
    opts,
  );
  return years.flatMap((y) => got.get(y) ?? []);
}
