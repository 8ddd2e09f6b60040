import type { ScoreState } from '../../contract/score';
import { MISSING } from './missing';

const pair = (a: number | string | null | undefined, b: number | string | null | undefined) =>
  `${a ?? MISSING}-${b ?? MISSING}`;

/** Sets as "1-0"; absent sides stay absent. */
export function setsText(row: Pick<ScoreState, 'sets'>): string {
  return pair(row.sets[0], row.sets[1]);
}

/** Games of every set as "6-4 3-2"; null (withheld) is absent, never 0-0. */
export function gamesText(row: Pick<ScoreState, 'games'>): string {
  if (!row.games) return MISSING;
  const [p1, p2] = row.games;
  const n = Math.max(p1?.length ?? 0, p2?.length ?? 0);
  const parts: string[] = [];
  for (let i = 0; i < n; i++) parts.push(pair(p1?.[i], p2?.[i]));
  return parts.join(' ') || MISSING;
}

/** The in-game points as "30-40"; absent when the row carries none (e.g. the closing row). */
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
