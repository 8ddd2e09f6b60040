import type { RallyMatch } from '../../../contract/rally';

/** "A v B" from the charted players; a missing name is said to be unknown, not left blank. */
export function playerNames(players: RallyMatch['players']): string {
  const names = players.map((p) => p.name ?? 'unknown player');
  return names.length > 0 ? names.join(' v ') : 'Players unknown';
}

/** `M`/`W` as words; null as "gender not stated", anything else "unknown". */
export function genderLabel(gender: string | null): string {
  if (gender === 'M') return 'Men';
  if (gender === 'W') return 'Women';
  return gender === null ? 'gender not stated' : 'unknown';
}

/** The matches the bundled points file holds shot by shot (data/README.md, charting-m-points-2012-subset). */
export const WITH_RALLIES = "the 140 men's matches of 2012";
