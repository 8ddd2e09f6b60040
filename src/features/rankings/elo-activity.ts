/** The service's stated lag when a read does not name it: a week's results count 14 days after it begins. */
export const DEFAULT_LAG_DAYS = 14;

/**
 * The Monday of the week a player's last rated event began: a ladder record takes effect `lagDays`
 * after the Monday of its event's week, so the record's date less the lag is that Monday (Nadal's
 * overall record of 2 Dec 2024 is the Davis Cup Finals that began the week of 18 Nov 2024).
 */
export function lastEventWeek(effective: string | null | undefined, lagDays: number): string | null {
  if (!effective) return null;
  const t = Date.parse(`${effective.slice(0, 10)}T00:00:00Z`);
  if (!Number.isFinite(t)) return null;
  return new Date(t - lagDays * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The ladder's activity rule in one plain sentence. The data holds no retirements, so a retired
 * player is only dropped once the window has passed: the sentence says so rather than hide it.
 */
export function activityRule(q: { minMatches: number; weeks: number; surface: string | null }): string {
  const on = q.surface ? ` on ${q.surface.toLowerCase()}` : '';
  return `Listed: players with at least ${q.minMatches} matches${on} and one in the ${q.weeks} weeks before the date. The data does not record retirements, so a player who has retired stays listed until ${q.weeks} weeks after their last event.`;
}
