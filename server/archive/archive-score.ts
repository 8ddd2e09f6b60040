/** Reading the archive's free-text `score` column (see data/README.md, Results quirks). */

export type ArchiveOutcome = 'completed' | 'retired' | 'walkover' | 'default' | 'abandoned';

/**
 * The outcome the score's own vocabulary states; null when the score says nothing usable
 * (`UNK`, `NA`, `?-?`, `&nbsp;`, empty) — never guessed from the set count.
 */
export function outcomeOf(score: string): ArchiveOutcome | null {
  const s = score.trim();
  if (/W\/O|walkover/i.test(s)) return 'walkover';
  if (/\bRET\b|retired/i.test(s)) return 'retired';
  if (/\bDEF\b|Def\.|default/i.test(s)) return 'default';
  if (/\bABD\b|abandoned|unfinished/i.test(s)) return 'abandoned';
  return setScores(s) ? 'completed' : null;
}

/**
 * Games per set from the winner's view, e.g. "7-6(5) 3-6 6-2" → [[7,6],[3,6],[6,2]]; tiebreak
 * points and a singles match tiebreak written `[10-7]` count as one game each side as published
 * (the set line alone). Null when any token is not a set score (RET, W/O, UNK, ...).
 */
export function setScores(score: string): Array<[number, number]> | null {
  const tokens = score.trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return null;
  const sets: Array<[number, number]> = [];
  for (const t of tokens) {
    const m = /^(\d{1,2})-(\d{1,2})(?:\(\d+\))?$/.exec(t) ?? /^\[(\d{1,2})-(\d{1,2})\]$/.exec(t);
    if (!m) return null;
    sets.push([Number(m[1]), Number(m[2])]);
  }
  return sets;
}

/** The set lines a score states before any RET/DEF marker: what was played when the match stopped. */
export function playedSets(score: string): Array<[number, number]> | null {
  const head = score.replace(/\s+(RET|DEF|Def\.|ABD).*$/i, '');
  return setScores(head);
}
