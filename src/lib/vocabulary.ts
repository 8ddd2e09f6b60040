import {
  EVENT_STATUSES,
  MATCH_STATUSES,
  ROUND_CODES,
  SURFACES,
  TIERS,
  TOURS,
} from '../../contract/vocabularies';

// The spec's open vocabularies in a fan's words. v1 may add values at any time: a value this build
// does not know reads "unknown" everywhere, with the raw value kept for the hover, so a new value is
// never shown as if it were known (an "ATP 2000" tier, a "carpet" surface) and never breaks a view.

/** A vocabulary value in words; `raw` is set only for a value this build does not know. */
export interface VocabWords {
  text: string;
  raw: string | null;
}

/** The one rule: known values get their words, anything else "unknown" with its raw value; null stays null. */
export function vocabWords(
  value: string | null | undefined,
  words: Readonly<Record<string, string>>,
): VocabWords | null {
  if (value === null || value === undefined || value === '') return null;
  return Object.hasOwn(words, value) ? { text: words[value], raw: null } : { text: 'unknown', raw: value };
}

const only = <K extends string>(known: readonly K[], words: Record<K, string>) => {
  const out: Record<string, string> = {};
  for (const k of known) out[k] = words[k];
  return out;
};

const TOUR_WORDS = only(TOURS, {
  atp: 'ATP',
  wta: 'WTA',
  challenger: 'Challenger',
  itf: 'ITF',
  juniors: 'Juniors',
});

const SURFACE_WORDS = only(SURFACES, { hard: 'Hard', clay: 'Clay', grass: 'Grass' });

const TIER_SPECIAL: Record<string, string> = {
  grand_slam: 'Grand Slam',
  atp_finals: 'ATP Finals',
  next_gen_finals: 'Next Gen Finals',
  united_cup: 'United Cup',
  davis_cup: 'Davis Cup',
  laver_cup: 'Laver Cup',
  wta_finals: 'WTA Finals',
  wta_elite_trophy: 'WTA Elite Trophy',
  bjk_cup: 'BJK Cup',
  utr: 'UTR',
};
const tierWord = (w: string) =>
  /^(atp|wta|itf)$/.test(w) || /^[mw]\d+$/.test(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1);
/** Every tier the contract names, spelled out: "ATP 1000", "Challenger 125", "ITF W25". */
const TIER_WORDS: Record<string, string> = Object.fromEntries(
  TIERS.map((t) => [t, TIER_SPECIAL[t] ?? t.split('_').map(tierWord).join(' ')]),
);

const MATCH_STATUS_WORDS = only(MATCH_STATUSES, {
  upcoming: 'Not started',
  live: 'Live',
  completed: 'Finished',
  cancelled: 'Cancelled',
});

const EVENT_STATUS_WORDS = only(EVENT_STATUSES, {
  Retired: 'Retired',
  Cancelled: 'Cancelled',
  'Walk Over': 'Walkover',
  Postponed: 'Postponed',
  Interrupted: 'Interrupted',
});

/** One match's round as a fan reads it ("Final", not "F"); the archive's `round` uses the same codes. */
export const ROUND_WORDS = only(ROUND_CODES, {
  F: 'Final',
  SF: 'Semi-final',
  QF: 'Quarter-final',
  R16: 'Round of 16',
  R32: 'Round of 32',
  R64: 'Round of 64',
  R128: 'Round of 128',
  RR: 'Round robin',
  BR: 'Bronze medal match',
  Q: 'Qualifying',
  Q1: 'Qualifying round 1',
  Q2: 'Qualifying round 2',
  Q3: 'Qualifying round 3',
  Q4: 'Qualifying round 4',
  ER: 'Early round',
});

/** A match's or tournament's tour. */
export const tourWords = (tour: string | null | undefined) => vocabWords(tour, TOUR_WORDS);
/** A court surface of the live contract (the 1968–2022 results have their own, carpet included). */
export const surfaceWords = (surface: string | null | undefined) => vocabWords(surface, SURFACE_WORDS);
/** A tournament's level. */
export const tierWords = (tier: string | null | undefined) => vocabWords(tier, TIER_WORDS);
/** A match's `status`. */
export const matchStatusWords = (status: string | null | undefined) => vocabWords(status, MATCH_STATUS_WORDS);
/** A match's round code (`round_code`, or the archive's `round`). */
export const roundWords = (round: string | null | undefined) => vocabWords(round, ROUND_WORDS);
/** A match's `event_status` (retired, walkover, interrupted…). */
export const eventStatusWords = (status: string | null | undefined) => vocabWords(status, EVENT_STATUS_WORDS);
