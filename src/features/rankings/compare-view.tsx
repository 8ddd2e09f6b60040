import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { type Column, DataTable } from '../../components/data-table';
import { HeldSourcePanel } from '../../components/held-source-panel';
import { ViewEmpty, ViewLoading } from '../../components/view-states';
import { PEAK_MIN_MATCHES } from '../../lib/elo-years/elo-year';
import { type CompareRow, compareLines, compareRows } from './compare-lines';
import type { CompareAxis, EloTour } from './rankings-url';
import { type ComparedPlayer, useCompareCareers } from './use-compare-careers';
import { dayLabel } from './week-labels';
import type { WeekCount } from './weekly-career';

const CompareChart = lazy(() => import('./compare-chart'));

interface Props {
  tour: EloTour;
  systemLabel: string;
  players: readonly ComparedPlayer[];
  axis: CompareAxis;
}

// Average package weights (CSV, gzip) for the announced estimate: a month of lists, a year of Elo.
const PERIOD_BYTES = 200_000;

const weeksText = (c: WeekCount) => `${c.atLeast ? 'at least ' : ''}${c.weeks.toLocaleString('en')}`;
const ageText = (a: number | null) => (a === null ? '' : `, aged ${a.toFixed(1)}`);
const linkClass =
  'text-indigo-800 underline underline-offset-2 hover:no-underline dark:text-indigo-200 focus-visible:outline-2 focus-visible:outline-indigo-600';

function columns(tour: EloTour): Column<CompareRow>[] {
  return [
    {
      key: 'name',
      header: 'Player',
      rowHeader: true,
      cell: (r) => (
        <Link
          to={`/rankings?career=${r.id}&career_name=${encodeURIComponent(r.name)}${tour === 'wta' ? '&system=wta' : ''}`}
          className={linkClass}
        >
          {r.name}
        </Link>
      ),
    },
    { key: 'born', header: 'Born', hideBelow: 'sm', cell: (r) => (r.dob ? dayLabel(r.dob) : 'not held') },
    {
      key: 'high',
      header: 'Career high',
      cell: (r) =>
        r.career ? (
          <>
            No. {r.career.best}{' '}
            <span className="text-xs">
              ({dayLabel(r.career.bestFirst)}
              {ageText(r.highAge)})
            </span>
          </>
        ) : (
          'not on a list held'
        ),
    },
    {
      key: 'one',
      header: 'Weeks at No. 1',
      align: 'right',
      cell: (r) => (r.career ? weeksText(r.career.atOne) : '—'),
    },
    {
      key: 'elo',
      header: 'Peak Elo',
      align: 'right',
      cell: (r) =>
        r.peak ? (
          <>
            {r.peak.rating.toFixed(1)}{' '}
            <span className="text-xs">
              ({dayLabel(r.peak.date)}
              {ageText(r.peakAge)})
            </span>
          </>
        ) : (
          '—'
        ),
    },
  ];
}

/** The compared careers: the held history read (cost first), then the table of figures and two charts. */
export function CompareView({ tour, systemLabel, players, axis }: Props) {
  const reads = useCompareCareers(tour, players);
  if (reads.noSpan)
    return (
      <ViewEmpty>The archive holds no result for these players, so no span of lists can be read.</ViewEmpty>
    );
  return (
    <HeldSourcePanel
      id="compare"
      title="Careers compared"
      state={reads.state}
      consent={reads.consent}
      retry={reads.retry}
      unit="file"
      bytesEach={PERIOD_BYTES}
      lead="The comparison comes from"
      what="the monthly ranking lists and the yearly Elo packages over these careers, the same files the single careers and the records keep"
      tier="ULTRA"
    >
      {(data, requests) => (
        <Compared
          rows={compareRows(data, tour, players, reads.dobs, reads.oldestHeld)}
          axis={axis}
          tour={tour}
          systemLabel={systemLabel}
          files={data.months.length + data.years.length}
          requests={requests}
        />
      )}
    </HeldSourcePanel>
  );
}

interface ComparedProps {
  rows: CompareRow[];
  axis: CompareAxis;
  tour: EloTour;
  systemLabel: string;
  files: number;
  requests: number;
}

function Compared({ rows, axis, tour, systemLabel, files, requests }: ComparedProps) {
  const lines = useMemo(() => compareLines(rows, axis), [rows, axis]);
  const by = axis === 'age' ? 'by age (years since birth)' : 'by date';
  return (
    <div className="grid gap-4">
      <DataTable
        caption="The careers’ figures"
        columns={columns(tour)}
        rows={rows}
        rowKey={(r) => String(r.id)}
        rowProps={() => ({ 'data-testid': 'compare-row' })}
        fold
      />
      <p data-testid="compare-basis" className="text-xs text-slate-700 dark:text-slate-300">
        Ranks from every weekly {systemLabel} list the data holds over these careers; weeks at No. 1 count
        calendar weeks whose newest list has the player first (“at least” where the data lacks lists). Elo is
        the service’s own scale: each year’s highest overall rating once the player has {PEAK_MIN_MATCHES}{' '}
        matches, so the peak is the best of those yearly highs. Read from {files.toLocaleString('en')} files
        kept in this browser; this view sent {requests.toLocaleString('en')} request
        {requests === 1 ? '' : 's'}.
      </p>
      {lines.undrawn.length > 0 && (
        <p className="text-sm">
          Not drawn by age (no birth date held): {lines.undrawn.map((r) => r.name).join(', ')}.
        </p>
      )}
      <figure data-testid="compare-rank-chart" className="grid gap-1">
        <Suspense fallback={<ViewLoading label="Loading the chart…" />}>
          <CompareChart lines={lines.rank} kind="rank" axis={axis} />
        </Suspense>
        <figcaption className="text-xs text-slate-700 dark:text-slate-300">
          Rank {by}, log scale, No. 1 at the top (dashed line); one point per list; no line where a player is
          off the lists or the data lacks lists.
        </figcaption>
      </figure>
      <figure data-testid="compare-elo-chart" className="grid gap-1">
        <Suspense fallback={<ViewLoading label="Loading the chart…" />}>
          <CompareChart lines={lines.elo} kind="elo" axis={axis} />
        </Suspense>
        <figcaption className="text-xs text-slate-700 dark:text-slate-300">
          Each year’s highest overall Elo {by}, one dot per year, at the week it took effect.
        </figcaption>
      </figure>
    </div>
  );
}
