import { indexedDbKeyedStore } from '../../lib/keyed-store';
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
// (`lib/keyed-store.ts` falls back to memory where IndexedDB is missing or cannot open.)
const MATCHES_DB = 'courtside-lab-matches-v1';
const PERIODS_DB = 'courtside-lab-periods-v1';

function keyedLabStore(): LabStore {
  const matches = indexedDbKeyedStore<LabMatch>(MATCHES_DB);
  const periods = indexedDbKeyedStore<HeldPeriod>(PERIODS_DB);
  return {
    matches: (keys) => matches.get(keys),
    putMatch: (key, m) => matches.put(key, m),
    period: async (key) => (await periods.get([key])).get(key) ?? null,
    putPeriod: (p) => periods.put(p.key, p),
  };
}

let shared: LabStore | null = null;

/** The page's one store (IndexedDB when the browser has it). */
export function labStore(): LabStore {
  shared ??= keyedLabStore();
  return shared;
}
