import { describe, expect, it } from 'vitest';
import { monthsBack, weeksBetween } from './career-dates';
import { careerBreaks, rankPoints, refinementDates, summarise } from './career-stats';

const p = (date: string, rank: number) => ({ date, rank });

describe('career walk dates', () => {
  it('steps back month by month from the end, newest first, never before the oldest held', () => {
    expect(monthsBack('2024-03-31', 3)).toEqual(['2024-02-29', '2024-01-31', '2023-12-31']);
    expect(monthsBack('2024-03-15', 5, '2024-01-01')).toEqual(['2024-02-15', '2024-01-15']);
  });

  it('lists the weeks strictly between two dates', () => {
    expect(weeksBetween('2024-01-01', '2024-01-29')).toEqual(['2024-01-08', '2024-01-15', '2024-01-22']);
  });
});

describe('career summary', () => {
  it('keeps one point per published week, oldest first, and drops absent ranks', () => {
    expect(
      rankPoints([
        { date: '2024-02-05', rank: 3 },
        { date: '2024-01-01', rank: 5 },
        { date: '2024-02-05', rank: 3 },
        { date: null, rank: 2 },
        { date: '2024-03-04', rank: null },
      ]),
    ).toEqual([p('2024-01-01', 5), p('2024-02-05', 3)]);
  });

  it('counts weeks at No. 1 from one list to the next, not across a break, and the last list as one', () => {
    const points = [
      p('2010-01-04', 2),
      p('2010-01-11', 1),
      p('2010-01-25', 1), // a two-week event: one list, two weeks
      p('2010-02-01', 2),
      p('2010-03-01', 1),
      p('2010-04-12', 1), // six weeks on, a monthly read skipped lists: still counted
      p('2010-09-06', 1), // a read in between found no list: a hole, not counted
      p('2010-09-13', 1),
    ];
    const breaks = careerBreaks(points, [{ asOf: '2010-07-01', date: '2010-04-12' }]);
    expect(breaks).toEqual([{ from: '2010-04-12', to: '2010-09-06' }]);
    const s = summarise(points, breaks);
    expect(s).toMatchObject({ best: 1, bestFirst: '2010-01-11', first: '2010-01-04', last: '2010-09-13' });
    expect(s?.weeksAtBest).toBe(2 + 1 + 6 + 0 + 1 + 1);
  });

  it('counts weeks at the career high for a player who never reached No. 1', () => {
    const s = summarise([p('2001-01-01', 40), p('2001-01-08', 12), p('2001-01-15', 12), p('2001-01-22', 15)]);
    expect(s).toMatchObject({ best: 12, weeksAtBest: 2, bestFirst: '2001-01-08' });
    expect(summarise([])).toBeNull();
  });

  it('reads week by week only where the rank moves to or from the top', () => {
    const points = [p('2010-01-04', 2), p('2010-02-01', 1), p('2010-03-01', 1), p('2010-03-29', 3)];
    expect(refinementDates(points, 1)).toEqual([
      '2010-01-11',
      '2010-01-18',
      '2010-01-25',
      '2010-03-08',
      '2010-03-15',
      '2010-03-22',
    ]);
  });

  it('breaks the line only where a read found no record or a stale one', () => {
    const points = [
      p('2017-08-28', 1),
      p('2017-09-11', 1),
      p('2018-01-01', 1),
      p('2018-03-05', 2),
      p('2018-04-02', 2),
    ];
    expect(
      careerBreaks(points, [
        { asOf: '2017-10-30', date: '2017-09-11' }, // stale: no list held since
        { asOf: '2018-02-28', date: '2018-01-01' }, // 58 days stale: out of the rankings
        { asOf: '2018-03-30', date: '2018-03-26' }, // fresh
        { asOf: '2016-01-01', date: null }, // before the first point: not a break
      ]),
    ).toEqual([
      { from: '2017-09-11', to: '2018-01-01' },
      { from: '2018-01-01', to: '2018-03-05' },
    ]);
  });
});
