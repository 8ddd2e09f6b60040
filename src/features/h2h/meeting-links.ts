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
 * What is known of an archive meeting's tape: `held` or `none` from its result read, `unchecked` where
 * no read can say (below ULTRA, or a result without `has_tape`), `pending` while the read is out.
 */
export type TapeCheck = 'held' | 'none' | 'unchecked' | 'pending';

/**
 * Where a meeting's tape reads: a 2023-on match's tape always (the service records every point it
 * plays); a 2013–2022 archive result's when it is held or cannot be checked, since the tape page says
 * plainly when there is none or the key's plan cannot read it; never when the result says none.
 */
export function meetingTapeHref(m: Meeting, check: TapeCheck | null): string | null {
  if (m.era === 'current') return typeof m.match_id === 'number' ? `/history/matches/${m.match_id}` : null;
  const id = archiveTapeCandidate(m);
  return id !== null && (check === 'held' || check === 'unchecked') ? `/archive/matches/${id}/tape` : null;
}

/** A meeting's day: its own where the data has it, else the week its event began. */
export interface MeetingDay {
  day: string;
  /** `match`: the day it was played; `week`: the first day of its event (archive and 2023–24 results). */
  basis: 'match' | 'week';
}

/**
 * The archive dates a result by its event's first day (the 2019 Wimbledon semi-final reads
 * 2019-07-01, though it was played on 12 July), and so do the real 2023–24 results (`basis:
 * 'result'`: the 2024 Wimbledon final reads 2024-07-01, played on 14 July); only a charted match's
 * own day or a replayed match's scheduled day is a match day.
 */
export function meetingDay(m: Meeting, charted: ChartedItem | null): MeetingDay | null {
  const fromResults = m.era === 'archive' || (m as { basis?: unknown }).basis === 'result';
  if (m.era === 'current' && !fromResults)
    return m.date ? { day: m.date.slice(0, 10), basis: 'match' } : null;
  if (charted) return { day: charted.date, basis: 'match' };
  if (fromResults && m.date) return { day: m.date.slice(0, 10), basis: 'week' };
  return null;
}
