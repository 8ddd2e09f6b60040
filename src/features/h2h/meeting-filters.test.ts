import { describe, expect, it } from 'vitest';
import type { Meeting } from './h2h-outcomes';
import { filterByMeeting, meetingChoices } from './meeting-filters';

const meeting = (over: Partial<Meeting>): Meeting => ({
  era: 'archive',
  outcome: 'completed',
  winner: 1,
  ...over,
});

describe('meeting filters', () => {
  const meetings = [
    meeting({ surface: 'clay', level: 'G', round: 'F' }),
    meeting({ surface: 'clay', level: 'M', round: 'SF' }),
    meeting({
      era: 'current',
      surface: 'hard',
      level: 'grand_slam',
      round: 'Quarter-final',
      round_code: 'QF',
    }),
    meeting({ surface: 'grass', level: 'G', round: 'F' }),
  ];

  it('reads both halves’ level names as one group and filters by surface, level and round together', () => {
    expect(filterByMeeting(meetings, { surface: '', level: 'slam', round: '' })).toHaveLength(3);
    expect(filterByMeeting(meetings, { surface: 'clay', level: 'slam', round: 'F' })).toEqual([meetings[0]]);
    expect(filterByMeeting(meetings, { surface: '', level: '', round: 'QF' })).toEqual([meetings[2]]);
  });

  it('offers only the values the meetings hold, in tennis order', () => {
    expect(meetingChoices(meetings)).toEqual({
      surfaces: ['hard', 'clay', 'grass'],
      levels: ['slam', 'masters'],
      rounds: ['F', 'SF', 'QF'],
    });
  });
});
