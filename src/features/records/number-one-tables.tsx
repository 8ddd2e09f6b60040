import { useMemo } from 'react';
import { type Column, DataTable } from '../../components/data-table';
import type { HeldMonth } from '../../lib/weekly-lists/held-month';
import { careerLink, listLink } from './evidence-links';
import { RecordLink } from './record-link';
import type { RecordTour } from './record-match';
import {
  namesOf,
  topsOfLists,
  type WeeksAtOne,
  weeksAtOne,
  type YearEndOne,
  yearEndOnes,
} from './weeks-at-one';

const TOP = 20;

const weeksColumns = (tour: RecordTour): Column<WeeksAtOne>[] => [
  { key: 'rank', header: '#', align: 'right', cell: (_r, i) => i + 1 },
  { key: 'name', header: 'Player', rowHeader: true, cell: (r) => r.name },
  {
    key: 'weeks',
    header: 'Weeks at No. 1',
    align: 'right',
    cell: (r) => (
      <RecordLink to={careerLink(tour, r.id, r.name)} label={`${r.name}: ranking career`}>
        {r.atLeast ? `at least ${r.weeks}` : r.weeks}
      </RecordLink>
    ),
  },
  { key: 'first', header: 'First week', hideBelow: 'sm', foldLabel: 'First week', cell: (r) => r.firstWeek },
  { key: 'last', header: 'Last week', hideBelow: 'sm', foldLabel: 'Last week', cell: (r) => r.lastWeek },
];

const yearEndColumns = (tour: RecordTour): Column<YearEndOne>[] => [
  { key: 'year', header: 'Year', rowHeader: true, cell: (r) => r.year },
  { key: 'name', header: 'No. 1', cell: (r) => r.names.join(' and ') || null },
  {
    key: 'list',
    header: 'Last list held',
    cell: (r) => (
      <>
        <RecordLink to={listLink(tour, r.date)} label={`The ${tour.toUpperCase()} list of ${r.date}`}>
          {r.date}
        </RecordLink>
        {r.early ? ' (the year’s later lists are missing from the data)' : ''}
      </>
    ),
  },
];

/** Weeks at No. 1 and year-end No. 1s from every weekly list held, with the lists the data lacks. */
export function NumberOneTables({ tour, months }: { tour: RecordTour; months: readonly HeldMonth[] }) {
  const figures = useMemo(() => {
    const tops = topsOfLists(months, tour);
    const names = namesOf(months, tour);
    const weeks = weeksAtOne(tops, names);
    return { ...weeks, leaders: weeks.leaders.slice(0, TOP), yearEnds: yearEndOnes(tops, names, weeks.gaps) };
  }, [months, tour]);
  if (figures.oldest === null)
    return <p className="text-sm">No {tour.toUpperCase()} list is held in these months.</p>;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="weeks-basis">
        Counted as the tours count: each calendar week whose newest list has the player first. Lists held from{' '}
        {figures.oldest} to {figures.newest}
        {figures.gaps.length > 0
          ? `; no lists ${figures.gaps.map((g) => `${g.from} to ${g.to}`).join(', ')}. Weeks next to these gaps, or before the oldest list, may be missing, hence “at least”.`
          : '.'}
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <DataTable
          caption="Weeks at No. 1"
          columns={weeksColumns(tour)}
          rows={figures.leaders}
          rowKey={(r) => String(r.id)}
          rowProps={() => ({ 'data-testid': 'weeks-row' })}
        />
        {/* Half a century of years scrolls in its own box beside the weeks, not down the page. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
        <section className="max-h-[44rem] overflow-y-auto" aria-label="Year-end No. 1 by year" tabIndex={0}>
          <DataTable
            caption="Year-end No. 1"
            columns={yearEndColumns(tour)}
            rows={figures.yearEnds}
            rowKey={(r) => String(r.year)}
            rowProps={() => ({ 'data-testid': 'year-end-row' })}
            stickyHeader
          />
        </section>
      </div>
    </div>
  );
}
