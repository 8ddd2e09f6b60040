import { describe, expect, it } from 'vitest';
import type { Meeting } from './h2h-outcomes';
import { archiveTapeCandidate, meetingDay, meetingResultHref, meetingTapeHref } from './meeting-links';

const archive = (date: string | null, id = 1180644): Meeting => ({
  era: 'archive',
  archive_match_id: id,
  date,
  outcome: 'completed',
  winner: 1,
});
const current: Meeting = { era: 'current', match_id: 9001, date: '2024-01-20', outcome: null, winner: null };
const chart = { id: 5352, date: '2019-07-12', opponent: 'Rafael Nadal', tournament: null, round: null };

describe('meeting links', () => {
  it('asks about a tape only for 2013–2022 archive results, the seasons the archive tapes cover', () => {
    expect(archiveTapeCandidate(archive('2012-12-31'))).toBeNull();
    expect(archiveTapeCandidate(archive('2013-01-07'))).toBe(1180644);
    expect(archiveTapeCandidate(archive('2022-11-14'))).toBe(1180644);
    expect(archiveTapeCandidate(archive(null))).toBeNull();
    expect(archiveTapeCandidate(current)).toBeNull();
  });

  it('links an archive tape held or unchecked, never one the result says is missing; a 2023-on tape always', () => {
    expect(meetingTapeHref(archive('2019-07-01'), 'held')).toBe('/archive/matches/1180644/tape');
    expect(meetingTapeHref(archive('2019-07-01'), 'unchecked')).toBe('/archive/matches/1180644/tape');
    expect(meetingTapeHref(archive('2019-07-01'), 'none')).toBeNull();
    expect(meetingTapeHref(archive('2019-07-01'), 'pending')).toBeNull();
    expect(meetingTapeHref(archive('2012-07-02'), 'unchecked')).toBeNull();
    expect(meetingTapeHref(current, null)).toBe('/history/matches/9001');
    expect(meetingResultHref(current)).toBe('/matches/9001');
    expect(meetingResultHref(archive('2019-07-01'))).toBe('/archive/matches/1180644');
    expect(meetingResultHref({ ...current, era: 'later', match_id: 1 })).toBeNull();
  });

  it("dates a meeting by its own day where known, else by its event's week", () => {
    expect(meetingDay(archive('2019-07-01'), chart)).toEqual({ day: '2019-07-12', basis: 'match' });
    expect(meetingDay(archive('2019-07-01'), null)).toEqual({ day: '2019-07-01', basis: 'week' });
    expect(meetingDay(current, null)).toEqual({ day: '2024-01-20', basis: 'match' });
    // A real 2023–24 result is dated like the archive's, by its event's first day.
    const result = { ...current, basis: 'result', date: '2024-07-01' } as Meeting;
    expect(meetingDay(result, null)).toEqual({ day: '2024-07-01', basis: 'week' });
    expect(meetingDay(result, { ...chart, date: '2024-07-14' })).toEqual({
      day: '2024-07-14',
      basis: 'match',
    });
    expect(meetingDay(archive(null), null)).toBeNull();
  });
});
