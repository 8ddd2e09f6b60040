import type { QuietHours } from './alert-settings-store';

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Whether `at` (the fan's local time) falls in the quiet hours. `from` later than `to` spans
 * midnight (22:00–07:00); equal times mean no quiet hours at all, not the whole day.
 */
export function inQuietHours(at: Date, quiet: QuietHours | null): boolean {
  if (!quiet) return false;
  const from = minutes(quiet.from);
  const to = minutes(quiet.to);
  if (from === to) return false;
  const now = at.getHours() * 60 + at.getMinutes();
  return from < to ? now >= from && now < to : now >= from || now < to;
}
