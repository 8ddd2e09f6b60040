import { finalScoreText, gamesScore, scorePair } from '../../contract/final-score';
import type { ScoreState } from '../../contract/score';
import { MISSING } from './missing';

// A tape row's score as one line of text, in the notation of a finished score (contract/final-score.ts):
// a row is the score as it stood, so the last row reads as the result does.

const pair = (a: number | string | null | undefined, b: number | string | null | undefined) =>
  scorePair(a ?? MISSING, b ?? MISSING);

/** Sets as "1–0"; absent sides stay absent. */
export function setsText(row: Pick<ScoreState, 'sets'>): string {
  return pair(row.sets[0], row.sets[1]);
}

/** Games of every set as "6–4 3–2"; null (withheld) is absent, never 0–0. */
export function gamesText(row: Pick<ScoreState, 'games'>): string {
  const score = gamesScore(row.games);
  return score ? finalScoreText(score) : MISSING;
}

/** The in-game points as "30–40"; absent when the row carries none (e.g. the closing row). */
export function pointsText(row: Pick<ScoreState, 'points'>): string {
  if (!row.points || (row.points[0] == null && row.points[1] == null)) return MISSING;
  return pair(row.points[0], row.points[1]);
}

/** A side as its player's name; anything but 1 or 2 is "unknown", null is absent. */
export function sideName(side: unknown, names: readonly [string, string]): string {
  if (side === null || side === undefined) return MISSING;
  if (side === 1) return names[0];
  if (side === 2) return names[1];
  return 'unknown';
}
