/**
 * Reading a real result's free-text `score` (data/README.md, results quirks) into what a
 * reconstruction needs: the set lines from the winner's view, tiebreak loser counts where the
 * data gives them, and how the match ended. Anything we cannot read exactly is refused (null).
 */

type ResultEnding = 'completed' | 'retired' | 'default' | 'walkover';

export interface ResultSet {
  /** Games of the match winner and of the loser, as published. */
  w: number;
  l: number;
  /** The tiebreak loser's points, `7-6(5)` → 5; null when the set had no tiebreak or none is written. */
  tbLoser: number | null;
  /** A deciding set played as a match tiebreak, written `[10-7]`: the breaker's points (w, l). */
  matchTiebreak: boolean;
}

export interface ParsedResult {
  sets: ResultSet[];
  ending: ResultEnding;
}

const SET = /^(\d{1,2})-(\d{1,2})(?:\((\d{1,2})\))?$/;
const MATCH_TB = /^\[(\d{1,2})-(\d{1,2})\]$/;
const RETIRED = new Set(['RET', "Ret'd"]);
const DEFAULTED = new Set(['DEF', 'Def.']);

/** The score's sets and ending, or null when any token is not exactly readable. */
export function parseResultScore(score: string): ParsedResult | null {
  const tokens = score.trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 1 && tokens[0] === 'W/O') return { sets: [], ending: 'walkover' };
  let ending: ResultEnding = 'completed';
  const last = tokens.at(-1);
  if (last !== undefined && RETIRED.has(last)) ending = 'retired';
  if (last !== undefined && DEFAULTED.has(last)) ending = 'default';
  const body = ending === 'completed' ? tokens : tokens.slice(0, -1);
  const sets: ResultSet[] = [];
  for (const t of body) {
    const m = SET.exec(t);
    if (m) {
      sets.push({
        w: Number(m[1]),
        l: Number(m[2]),
        tbLoser: m[3] === undefined ? null : Number(m[3]),
        matchTiebreak: false,
      });
      continue;
    }
    const tb = MATCH_TB.exec(t);
    if (tb) {
      sets.push({ w: Number(tb[1]), l: Number(tb[2]), tbLoser: null, matchTiebreak: true });
      continue;
    }
    return null;
  }
  if (ending === 'completed' && sets.length === 0) return null;
  return { sets, ending };
}
