// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { WeeklyCareer } from './weekly-career';
import { WeeklyCareerSummary } from './weekly-career-summary';

afterEach(cleanup);

// Chris Evert's career as the WTA lists held give it: they begin on 2 Jan 1984, with her at No. 2.
const evert: WeeklyCareer = {
  first: '1984-01-02',
  last: '1990-02-12',
  best: 1,
  bestFirst: '1985-06-10',
  atOne: { weeks: 20, atLeast: true },
  firstAtOne: '1985-06-10',
  lastAtOne: '1985-11-18',
  topTen: { weeks: 317, atLeast: true },
  missing: [],
  startsAtOldest: true,
  listsRanked: 317,
};

const show = (career: WeeklyCareer) =>
  render(
    <WeeklyCareerSummary
      career={career}
      systemLabel="WTA singles"
      oldestHeld="1984-01-02"
      months={82}
      requests={0}
    />,
  );

it('says the first week at No. 1 is the first in the lists held when the career may have begun before them', () => {
  show(evert);
  expect(screen.getByText('First and last week at No. 1 in the lists held')).toBeInTheDocument();
  expect(screen.getByTestId('weeks-at-one-span')).toHaveTextContent('10 Jun 1985 – 18 Nov 1985');
  expect(screen.getByTestId('weeks-at-top')).toHaveTextContent('at least 20');
});

it('says nothing of the lists held for a career wholly inside them', () => {
  show({ ...evert, startsAtOldest: false, atOne: { weeks: 20, atLeast: false } });
  expect(screen.getByText('First and last week at No. 1')).toBeInTheDocument();
  expect(screen.getByTestId('weeks-at-top')).toHaveTextContent(/^20$/);
});
