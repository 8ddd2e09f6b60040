import { describe, expect, it } from 'vitest';
import { chartedMatch, type ResultAt, readChartedItems } from './charted-match';

const chartedMeetingId = (m: ResultAt, opponent: string, items: typeof charted) =>
  chartedMatch(m, opponent, items)?.id ?? null;

const meeting = (over: Partial<ResultAt>): ResultAt => ({
  date: '2008-06-23',
  tournament: 'Wimbledon',
  round: 'F',
  ...over,
});

// As the charting player read lists Nadal's charted matches (the 2008 Wimbledon final is 6 July).
const charted = readChartedItems([
  {
    charting_match_id: 10,
    date: '2008-07-06',
    tournament: 'Wimbledon',
    round: 'F',
    opponent: 'Roger Federer',
  },
  {
    charting_match_id: 11,
    date: '2008-06-08',
    tournament: 'Roland Garros',
    round: 'F',
    opponent: 'Roger Federer',
  },
  {
    charting_match_id: 12,
    date: '2008-07-04',
    tournament: 'Wimbledon',
    round: 'SF',
    opponent: 'Rainer Schuettler',
  },
  { charting_match_id: 'x', date: '2008-07-06', opponent: 'Roger Federer' },
  {
    charting_match_id: 20,
    date: '2007-05-13',
    tournament: 'Madrid Masters',
    round: 'F',
    opponent: 'Roger Federer',
  },
  {
    charting_match_id: 21,
    date: '2007-05-20',
    tournament: 'Hamburg Masters',
    round: 'F',
    opponent: 'Roger Federer',
  },
]);

describe('chartedMatch', () => {
  it("finds the meeting's charted match: same opponent within the event from its first day", () => {
    expect(charted).toHaveLength(5);
    expect(chartedMeetingId(meeting({}), 'Roger Federer', charted)).toBe(10);
    // The charted match carries its own day, which the event's first day does not.
    expect(chartedMatch(meeting({}), 'Roger Federer', charted)?.date).toBe('2008-07-06');
    expect(
      chartedMeetingId(
        meeting({ date: '2008-05-26', tournament: 'Roland Garros' }),
        'Roger Federer',
        charted,
      ),
    ).toBe(11);
  });

  it('gives no link when nothing charted falls in the event or the opponent differs', () => {
    expect(chartedMeetingId(meeting({ date: '2006-07-03' }), 'Roger Federer', charted)).toBeNull();
    expect(chartedMeetingId(meeting({}), 'Novak Djokovic', charted)).toBeNull();
    expect(chartedMeetingId(meeting({ date: null }), 'Roger Federer', charted)).toBeNull();
  });

  it("lets the event's name and round decide between back-to-back events", () => {
    const madrid = meeting({ date: '2007-05-07', tournament: 'Madrid Masters', round: 'F' });
    expect(chartedMeetingId(madrid, 'Roger Federer', charted)).toBe(20);
    expect(chartedMeetingId({ ...madrid, tournament: 'Rome Masters' }, 'Roger Federer', charted)).toBeNull();
  });
});
