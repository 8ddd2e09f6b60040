import type { Score } from './match-types';
import { MISSING } from './missing';

export type Side = 1 | 2;

const idx = (side: Side) => side - 1;

/** A count as text; null, undefined and non-finite numbers show as MISSING. */
export function formatCount(n: number | null | undefined): string {
  return typeof n === 'number' && Number.isFinite(n) ? String(n) : MISSING;
}

/** Sets won by one side. */
export function formatSets(score: Score | null, side: Side): string {
  return formatCount(score?.sets[idx(side)]);
}

/**
 * Games per set for one side. Null (withheld) becomes a single MISSING cell, while an empty array stays
 * empty: the spec says the two never mean the same thing.
 */
export function formatGames(score: Score | null, side: Side): string[] {
  if (!score || score.games === null) return [MISSING];
  return (score.games[idx(side)] ?? []).map(formatCount);
}

/** The in-game point of one side ('0'…'AD', or the tiebreak count); null shows as MISSING. */
export function formatPoint(score: Score | null, side: Side): string {
  const point = score?.points?.[idx(side)];
  return typeof point === 'string' && point !== '' ? point : MISSING;
}

/** Games of every set as "6–4, 3–2" for screen readers; null when withheld. */
export function describeGames(score: Score | null): string | null {
  if (!score || score.games === null) return null;
  const [p1, p2] = score.games;
  const sets = Math.max(p1.length, p2.length);
  const parts: string[] = [];
  for (let i = 0; i < sets; i++) parts.push(`${formatCount(p1[i])}–${formatCount(p2[i])}`);
  return parts.join(', ');
}

/** Per-set final tiebreak points `{ p1, p2 }` (null per set when not played or not observed). */
export type SetTiebreaks = readonly ({ p1: number; p2: number } | null)[] | null | undefined;

/**
 * The tiebreak points to raise beside one side's games of a set (7–6⁴): the loser's points of that
 * set's tiebreak, shown on the loser's side only; null when the side won it or nothing is known.
 */
export function tiebreakSuperscript(tiebreaks: SetTiebreaks, set: number, side: Side): number | null {
  const tb = tiebreaks?.[set];
  if (!tb) return null;
  const own = side === 1 ? tb.p1 : tb.p2;
  const other = side === 1 ? tb.p2 : tb.p1;
  return own < other ? own : null;
}
