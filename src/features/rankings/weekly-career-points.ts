import { daysBetween } from './career-dates';
import type { CareerGap, CareerSummary, RankPoint } from './career-stats';
import type { ListRank, WeeklyCareer } from './weekly-career';
import { MISSING_AFTER_DAYS } from './weekly-career';

/**
 * What the rank chart draws: one point per list with the player, a break wherever two of them are
 * more than five weeks apart (off the lists, or lists the data lacks), and the chart's summary.
 */
export function careerPoints(lists: readonly ListRank[], career: WeeklyCareer) {
  const points: RankPoint[] = lists.flatMap((l) =>
    l.rank !== null && l.rank > 0 ? [{ date: l.date, rank: l.rank }] : [],
  );
  const breaks: CareerGap[] = [];
  for (let i = 1; i < points.length; i++)
    if (daysBetween(points[i - 1].date, points[i].date) > MISSING_AFTER_DAYS)
      breaks.push({ from: points[i - 1].date, to: points[i].date });
  const summary: CareerSummary = {
    best: career.best,
    bestFirst: career.bestFirst,
    weeksAtBest: career.atOne.weeks,
    first: career.first,
    last: career.last,
  };
  return { points, breaks, summary };
}
