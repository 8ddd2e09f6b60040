import type { ScoreEntry } from './score-entry';

/** The spec's staleness threshold for a live match (live-surface.md, Limits). */
const STALE_AFTER_SECONDS = 120;

/**
 * Seconds since the shown score last changed, now: the service's `age_seconds` at arrival plus the
 * time the state has sat here. Null when the service did not know it (null is never shown as 0).
 */
export function scoreAgeSeconds(entry: ScoreEntry, now: number): number | null {
  const age = entry.score?.age_seconds;
  if (age === null || age === undefined || entry.receivedAt === null) return null;
  return age + Math.max(0, Math.floor((now - entry.receivedAt) / 1000));
}

/**
 * Staleness of a live match: the service's verdict at arrival, or our own once the held state has
 * aged past the threshold without a new frame. Null when the age is unknown and the service said no.
 */
export function isStale(entry: ScoreEntry, now: number): boolean | null {
  if (!entry.score) return null;
  if (entry.score.stale) return true;
  const age = scoreAgeSeconds(entry, now);
  return age === null ? null : age > STALE_AFTER_SECONDS;
}

/** Corroboration as the view gates set-end decisions on it: the flag and its age now. */
export function corroboration(
  entry: ScoreEntry,
  now: number,
): { corroborated: boolean | null; ageSeconds: number | null } {
  const score = entry.score;
  if (!score) return { corroborated: null, ageSeconds: null };
  const base = score.corroborated_age_seconds;
  const ageSeconds =
    base === null || entry.receivedAt === null
      ? null
      : base + Math.max(0, Math.floor((now - entry.receivedAt) / 1000));
  return { corroborated: score.corroborated, ageSeconds };
}
