import { localFormatter } from '../../lib/local-time';

/**
 * "Thu 26 Nov, 18:05" in the user's zone: a tournament list always shows the date, even today's. The
 * hour is not padded, so a 12-hour clock reads "1:30 PM" as every other time does, not "01:30 PM".
 */
export function dayAndTime(iso: string): string | null {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return null;
  return localFormatter({
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(ms);
}
