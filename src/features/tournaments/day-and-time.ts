import { localFormatter } from '../../lib/local-time';

/** "Thu 26 Nov, 18:05" in the user's zone: a tournament list always shows the date, even today's. */
export function dayAndTime(iso: string): string | null {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return null;
  return localFormatter({
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(ms);
}
