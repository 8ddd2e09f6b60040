import type { ChartedItem } from '../../lib/charted-match';
import type { Meeting } from './h2h-outcomes';

// The archive's reconstructed tapes cover these seasons only (2013–2022); no earlier result has one.
const TAPE_FIRST_SEASON = 2013;
const TAPE_LAST_SEASON = 2022;

/** Where a meeting's result reads: the archive result, or the 2023-on match's own page. */
export function meetingResultHref(m: Meeting): string | null {
  if (m.era === 'archive')
    return typeof m.archive_match_id === 'number' ? `/archive/matches/${m.archive_match_id}` : null;
  if (m.era === 'current' && typeof m.match_id === 'number') return `/matches/${m.match_id}`;
  return null;
}

/** The archive meetings whose result read can say a tape is held: ids of 2013–2022 results. */
export function archiveTapeCandidate(m: Meeting): number | null {
  if (m.era !== 'archive' || typeof m.archive_match_id !== 'number' || !m.date) return null;
  const season = Number(m.date.slice(0, 4));
  return season >= TAPE_FIRST_SEASON && season <= TAPE_LAST_SEASON ? m.archive_match_id : null;
}

/**
 * Where a meeting's tape reads: a 2023-on match's tape always (the service records every point it
 * plays), an archive result's only when its result read says one is held (`hasTape` true); unknown
 * or false gives no link rather than a dead one.
 */
export function meetingTapeHref(m: Meeting, hasTape: boolean | undefined): string | null {
  if (m.era === 'current') return typeof m.match_id === 'number' ? `/history/matches/${m.match_id}` : null;
  const id = archiveTapeCandidate(m);
  return id !== null && hasTape === true ? `/archive/matches/${id}/tape` : null;
}

/** A meeting's day: its own where the data has it, else the week its event began. */
export interface MeetingDay {
  day: string;
  /** `match`: the day it was played; `week`: the first day of its event (archive results). */
  basis: 'match' | 'week';
}

/**
 * The archive dates a result by its event's first day (the 2019 Wimbledon semi-final reads
 * 2019-07-01, though it was played on 12 July), so only a charted match's own day or a 2023-on
 * match's day is a match day; an archive day alone is the event's week.
 */
export function meetingDay(m: Meeting, charted: ChartedItem | null): MeetingDay | null {
  if (m.era === 'current') return m.date ? { day: m.date.slice(0, 10), basis: 'match' } : null;
  if (charted) return { day: charted.date, basis: 'match' };
  if (m.era === 'archive' && m.date) return { day: m.date.slice(0, 10), basis: 'week' };
  return null;
}
