import type { ReactNode } from 'react';
import { dayLabel, monthSpanLabel } from './week-labels';
import type { WeekCount, WeeklyCareer } from './weekly-career';

interface Props {
  career: WeeklyCareer;
  systemLabel: string;
  oldestHeld: string | null;
  months: number;
  requests: number;
}

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt className="text-slate-700 dark:text-slate-300">{label}</dt>
      <dd data-testid={testId} className="font-semibold tabular-nums">
        {children}
      </dd>
    </div>
  );
}

const weeksText = (c: WeekCount) => `${c.atLeast ? 'at least ' : ''}${c.weeks.toLocaleString('en')}`;

/** The career's figures, each with its basis: every list held, the counting rule, the lists lacking. */
export function WeeklyCareerSummary({ career, systemLabel, oldestHeld, months, requests }: Props) {
  const atOne = career.best === 1;
  return (
    <div className="grid gap-2">
      <dl data-testid="career-summary" className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <Figure label={career.startsAtOldest ? 'Career high in the lists held' : 'Career high'}>
          No. {career.best} <span className="font-normal">(first {dayLabel(career.bestFirst)})</span>
        </Figure>
        <Figure label="Weeks at No. 1" testId="weeks-at-top">
          {weeksText(career.atOne)}
        </Figure>
        {atOne && career.firstAtOne && career.lastAtOne && (
          <Figure
            // Evert was No. 1 from 1975; the WTA lists held begin in 1984, so her first week there is not hers.
            label={`First and last week at No. 1${career.startsAtOldest ? ' in the lists held' : ''}`}
            testId="weeks-at-one-span"
          >
            <span className="font-normal">
              {dayLabel(career.firstAtOne)} – {dayLabel(career.lastAtOne)}
            </span>
          </Figure>
        )}
        <Figure label="Weeks in the top 10" testId="weeks-top-ten">
          {weeksText(career.topTen)}
        </Figure>
        <Figure label="On the lists" testId="career-span">
          <span className="font-normal">
            {dayLabel(career.first)} – {dayLabel(career.last)}
          </span>
        </Figure>
      </dl>
      <p data-testid="career-basis" className="text-xs text-slate-700 dark:text-slate-300">
        Counted from every weekly {systemLabel} list the data holds over the career (
        {career.listsRanked.toLocaleString('en')} lists name the player), never from samples. A week at No. 1
        (or in the top 10) is a calendar week whose newest list has the player first (or in the top 10); a
        week with no list of its own counts the list that stood through it.
        {career.startsAtOldest && oldestHeld && (
          <>
            {' '}
            {systemLabel} lists held from {dayLabel(oldestHeld)}: the career may have begun earlier, so its
            counts are lower bounds.
          </>
        )}
        {career.missing.length > 0 && (
          <span data-testid="career-missing">
            {' '}
            The data lacks lists in the career:{' '}
            {career.missing.map((m) => `no lists ${monthSpanLabel(m.from, m.to)}`).join('; ')}; no week in
            them is counted, so the counts are lower bounds (“at least”).
          </span>
        )}{' '}
        Read from {months.toLocaleString('en')} monthly files kept in this browser; this view sent{' '}
        {requests.toLocaleString('en')} request{requests === 1 ? '' : 's'}.
      </p>
    </div>
  );
}
