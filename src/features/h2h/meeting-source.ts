import type { Meeting } from './h2h-outcomes';

/**
 * Where a meeting comes from, in the words the page uses for its two halves: the 1968–2022 archive,
 * the real results since 2023 (`basis: 'result'`), or a match the service replays point by point.
 */
export function meetingSource(m: Meeting): string {
  if (m.era === 'archive') return '1968–2022 archive';
  if (m.era === 'current')
    return (m as { basis?: unknown }).basis === 'result' ? 'results since 2023' : 'service replay';
  return 'unknown';
}
