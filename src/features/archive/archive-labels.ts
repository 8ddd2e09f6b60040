import { ROUND_CODES } from '../../../contract/vocabularies';
import { percentText } from '../../lib/percent';

// Formatters are built once: the results table formats thousands of rows while scrolling.
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const countFormat = new Intl.NumberFormat('en-US');
const percentFormat = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** A calendar date (`YYYY-MM-DD`) as written, e.g. "28 Nov 2022"; a date has no time zone to shift. */
export function formatEventDate(date: string | null | undefined): string | null {
  if (!date) return null;
  const at = Date.parse(`${date}T00:00:00Z`);
  return Number.isFinite(at) ? dateFormat.format(at) : null;
}

/** A count with thousands separators, e.g. "34,567". */
export const formatCount = (n: number): string => countFormat.format(n);

/** A 0–1 ratio as a percentage, e.g. "66.4%". */
export const formatPercent = (ratio: number): string => percentText(ratio, 1, (r) => percentFormat.format(r));

const ROUNDS = new Set<string>(ROUND_CODES);

/** The normalised round code; a code outside the vocabulary is "unknown", a missing one null. */
export function roundLabel(round: string | null | undefined): string | null {
  if (round === null || round === undefined || round === '') return null;
  return ROUNDS.has(round) ? round : 'unknown';
}

/** ATP or WTA; a tour added later reads "unknown". */
export function tourLabel(tour: string | null | undefined): string | null {
  if (!tour) return null;
  if (tour === 'atp') return 'ATP';
  if (tour === 'wta') return 'WTA';
  return 'unknown';
}

// The results files' level codes, in words: the one vocabulary of the filter, the table, a result and a
// career's split. The URL and the service keep the codes.
const LEVELS: Record<string, string> = {
  G: 'Grand Slam',
  F: 'Tour Finals',
  M: 'Masters 1000',
  A: 'Tour event',
  C: 'Challenger',
  D: 'Davis Cup / Fed Cup',
  O: 'Olympics',
  PM: 'Premier Mandatory',
  P: 'Premier',
  I: 'International',
  T1: 'Tier I',
  T2: 'Tier II',
  T3: 'Tier III',
  T4: 'Tier IV',
  T5: 'Tier V',
  // WTA files: W marks a tour event outside the named tiers (most of the 1970s–80s calendar).
  W: 'WTA tour event',
  E: 'Exhibition',
  J: 'Juniors',
  '15': 'ITF 15K',
  '25': 'ITF 25K',
  '60': 'ITF 60K',
  '80': 'ITF 80K',
  '100': 'ITF 100K',
};

/** The levels the filter offers, in words; each puts its code in the URL. */
export const LEVEL_OPTIONS = Object.entries(LEVELS).map(([key, label]) => ({ key, label }));

/** A level code in words, e.g. "Challenger"; a code this build does not know is "unknown". */
export function levelLabel(level: string | null | undefined): string | null {
  if (!level) return null;
  return LEVELS[level] ?? 'unknown';
}

/** Seed and entry as printed in draws: "(1)", "(WC)", "(3, Q)"; null when neither is known. */
export function seedLabel(seed: number | null | undefined, entry: string | null | undefined): string | null {
  const parts = [seed ?? null, entry || null].filter((p) => p !== null);
  return parts.length ? `(${parts.join(', ')})` : null;
}

/** Surface with a capital, e.g. "Clay". */
export function surfaceLabel(surface: string | null | undefined): string | null {
  if (!surface) return null;
  return surface.charAt(0).toUpperCase() + surface.slice(1);
}

/** The archive's serve counts (a match's or a career's sums), in the order a match report prints them. */
export const SERVE_COUNTS: readonly [key: string, label: string][] = [
  ['aces', 'Aces'],
  ['double_faults', 'Double faults'],
  ['serve_points', 'Service points'],
  ['first_in', 'First serves in'],
  ['first_won', 'First-serve points won'],
  ['second_won', 'Second-serve points won'],
  ['serve_games', 'Service games'],
  ['bp_saved', 'Break points saved'],
  ['bp_faced', 'Break points faced'],
];
