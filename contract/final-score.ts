// The one way a finished score is written, on every view and from either source: the archive's
// published string ("6-7(5) 7-5 7-6(5)", "6-3 2-1 RET", "W/O", "6-3 3-6 [10-8]") and a match's games
// per set with the tape's tiebreak points. Tennis's own notation: games joined by an en dash, sets by
// a space, the tiebreak loser's points in parentheses ("7–6(5)"), a match tiebreak in brackets
// ("[10–8]"), and how it ended as tennis abbreviates it ("Ret.", "W.O.", "Def."). Pure, no imports,
// so the dashboard and the service could both write it.

/** A finished score as its parts: sets in order (a line may wrap between them, never inside one). */
export interface FinalScore {
  /** Each set as written: "6–4", "7–6(5)", "[10–8]"; empty for a walkover. */
  sets: string[];
  /** "Ret.", "W.O.", "Def." or "Unfinished"; null when played out (or when its outcome says the rest). */
  ending: string | null;
}

const DASH = '–';

/** Two counts as tennis writes them, joined by the en dash: games "6–4", sets "1–0", points "30–40". */
export function scorePair(a: number | string, b: number | string): string {
  return `${a}${DASH}${b}`;
}

/**
 * A score written in the house notation, with the en dash as a hyphen-minus ("6-4 7-6(5)"), as the
 * published results files write it: for files that spreadsheets and scripts read, which expect ASCII.
 */
export function asciiScore(text: string): string {
  return text.replaceAll(DASH, '-');
}

/** How a match ended short of its last point, or was left unfinished. */
export type ScoreEnding = 'retired' | 'walkover' | 'default' | 'unfinished';

const ENDING_WORDS: Record<ScoreEnding, string> = {
  retired: 'Ret.',
  walkover: 'W.O.',
  default: 'Def.',
  unfinished: 'Unfinished',
};

/** Published end words, upper-cased, as the results files spell them. */
const PUBLISHED_ENDINGS: Record<string, ScoreEnding> = {
  RET: 'retired',
  'RET.': 'retired',
  RETIRED: 'retired',
  'W/O': 'walkover',
  WO: 'walkover',
  'W.O.': 'walkover',
  WALKOVER: 'walkover',
  DEF: 'default',
  'DEF.': 'default',
  DEFAULT: 'default',
};

/** The contract's `outcome` values that end a match short of its last point (they are the endings' names). */
const outcomeEnding = (outcome: string | null | undefined): ScoreEnding | null =>
  outcome === 'retired' || outcome === 'walkover' || outcome === 'default' ? outcome : null;

/** Whole scores the files use for "not recorded": shown as absent, never as a score. */
const NOT_RECORDED = new Set(['', 'UNK', 'NA', 'N/A', '&NBSP;', 'SCORE']);

const SET = /^(\[)?(\d+)-(\d+)(?:\((\d+)\))?(\])?$/;

/** A published set, read: games winner first, or a match tiebreak's points ("[10-8]"). */
export interface PublishedSet {
  games: [number, number];
  /** The set tiebreak loser's points ("7-6(5)"); null when none was published. */
  tiebreak: number | null;
  /** A match tiebreak played instead of a deciding set: `games` are its points. */
  matchTiebreak: boolean;
}

/** A published final score, read: each set (a token the files spell some other way kept as text). */
export interface PublishedRead {
  sets: (PublishedSet | string)[];
  ending: ScoreEnding | null;
}

function readSet(token: string): PublishedSet | null {
  const m = SET.exec(token);
  if (!m) return null;
  const [, open, a, b, tb, close] = m;
  if (Boolean(open) !== Boolean(close)) return null;
  return {
    games: [Number(a), Number(b)],
    tiebreak: tb !== undefined ? Number(tb) : null,
    matchTiebreak: Boolean(open),
  };
}

/**
 * A published final score ("7-6(5) 1-6 6-3 RET", "W/O", "6-3 3-6 [10-8]") read into its sets and
 * ending, winner first as published; null when none was recorded. The one reader of the files'
 * scores: every view that lays a published score out (a result, a meeting, a draw) starts here.
 */
export function readPublishedScore(score: string | null | undefined): PublishedRead | null {
  const text = (score ?? '').trim();
  if (NOT_RECORDED.has(text.toUpperCase())) return null;
  if (/^played and unfinished$/i.test(text)) return { sets: [], ending: 'unfinished' };
  const tail = /\s*played and unfinished$/i.exec(text);
  const body = tail ? text.slice(0, tail.index) : text;
  const sets: (PublishedSet | string)[] = [];
  let ending: ScoreEnding | null = tail ? 'unfinished' : null;
  for (const token of body.split(/\s+/)) {
    if (token === '') continue;
    const end = PUBLISHED_ENDINGS[token.toUpperCase()];
    if (end) ending = end;
    else sets.push(readSet(token) ?? token);
  }
  return { sets, ending };
}

/** One set in the house notation: "6–4", "7–6(5)", a match tiebreak "[10–8]"; a text token as it is. */
export function setScoreText(
  set: (Pick<PublishedSet, 'games' | 'tiebreak'> & { matchTiebreak?: boolean }) | string,
): string {
  if (typeof set === 'string') return set;
  const [a, b] = set.games;
  if (set.matchTiebreak) return `[${scorePair(a, b)}]`;
  return `${scorePair(a, b)}${set.tiebreak !== null ? `(${set.tiebreak})` : ''}`;
}

/**
 * A published final score ("7-6(5) 1-6 6-3 RET", "W/O") in the house notation, winner first as
 * published; null when none was recorded. A token the files spell some other way ("6-?") is kept as
 * written rather than dropped, so no set goes missing. An `outcome` (a head-to-head meeting's) adds
 * the ending when the string does not say it.
 */
export function publishedScore(score: string | null | undefined, outcome?: string | null): FinalScore | null {
  const read = readPublishedScore(score);
  const ending = read?.ending ?? outcomeEnding(outcome);
  if (!read && !ending) return null;
  return { sets: (read?.sets ?? []).map(setScoreText), ending: ending ? ENDING_WORDS[ending] : null };
}

/** Per-set final tiebreak points, aligned to the sets; null per set (or overall) when not known. */
export type SetTiebreakPoints = readonly ({ p1: number; p2: number } | null)[] | null | undefined;

/**
 * A match's games per set (`[p1 games, p2 games]`, p1 first) as a finished score, with the tiebreak
 * loser's points where the tape observed them; a deciding match tiebreak, which the games count as
 * 1-0, is written with its points ("[10–8]"). `outcome` adds how it ended. Null when games are
 * withheld (null) and nothing else is known.
 */
export function gamesScore(
  games: readonly (readonly number[])[] | null | undefined,
  tiebreaks?: SetTiebreakPoints,
  outcome?: string | null,
): FinalScore | null {
  const end = outcomeEnding(outcome);
  const ending = end ? ENDING_WORDS[end] : null;
  if (!games) return ending ? { sets: [], ending } : null;
  const [p1 = [], p2 = []] = games;
  const n = Math.max(p1.length, p2.length);
  const sets: string[] = [];
  for (let i = 0; i < n; i++) {
    const a = p1[i];
    const b = p2[i];
    const tb = tiebreaks?.[i] ?? null;
    if (a === undefined || b === undefined) {
      sets.push(scorePair(a ?? '—', b ?? '—'));
    } else if (tb && Math.abs(a - b) === 1 && Math.max(a, b) === 1) {
      sets.push(`[${scorePair(tb.p1, tb.p2)}]`);
    } else if (tb && tb.p1 !== tb.p2) {
      sets.push(`${scorePair(a, b)}(${Math.min(tb.p1, tb.p2)})`);
    } else {
      sets.push(scorePair(a, b));
    }
  }
  if (sets.length === 0 && !ending) return null;
  return { sets, ending };
}

/** A finished score as one line of text: "6–4 7–6(5)", "6–3 2–1 Ret.", "W.O.". */
export function finalScoreText(score: FinalScore): string {
  return finalScoreParts(score).join(' ');
}

/** The parts a view lays out, each kept on one line: the sets, then the ending. */
export function finalScoreParts(score: FinalScore): string[] {
  return [...score.sets, ...(score.ending ? [score.ending] : [])];
}
