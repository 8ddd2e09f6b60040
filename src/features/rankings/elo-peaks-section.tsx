import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { heldEloYears, readEloYears } from '../../api/read-elo-years';
import { type Column, DataTable } from '../../components/data-table';
import { HeldSourcePanel } from '../../components/held-source-panel';
import { type EloPeak, type EloYear, PEAK_MIN_MATCHES, peakLeaders } from '../../lib/elo-years/elo-year';
import { historyQueries } from '../../queries/history-queries';
import { useHeldSource } from '../../queries/use-held-source';
import type { EloSurface, EloTour } from './rankings-url';
import { dayLabel } from './week-labels';

const TOP = 20;
/** A year's Elo package weighs about this (CSV, gzip), for the announced estimate. */
const ELO_YEAR_BYTES = 140_000;

interface Props {
  tour: EloTour;
  surface: EloSurface;
  ladder: string;
}

/** The years the service publishes Elo packages for, from 1968 (the Open era). */
function useEloYears(): { periods: string[] | null; planError: unknown } {
  const list = useQuery(historyQueries.packages({ kind: 'elo' }));
  const periods = useMemo(
    () =>
      list.data
        ? list.data.data
            .map((p) => p.period)
            .filter((p) => p >= '1968')
            .sort()
        : null,
    [list.data],
  );
  return { periods, planError: list.error ?? undefined };
}

const linkClass = 'text-indigo-800 underline underline-offset-2 hover:no-underline dark:text-indigo-200';

function columns(tour: EloTour, surface: EloSurface): Column<EloPeak>[] {
  return [
    { key: 'rank', header: '#', align: 'right', cell: (_r, i) => i + 1 },
    { key: 'name', header: 'Player', rowHeader: true, cell: (r) => r.name },
    {
      key: 'rating',
      header: 'Peak Elo',
      align: 'right',
      cell: (r) => (
        <Link
          to={`/rankings?tab=elo&tour=${tour}${surface === 'overall' ? '' : `&surface=${surface}`}&as_of=${r.date}`}
          className={linkClass}
          aria-label={`${r.rating.toFixed(1)}: the ladder the week of ${r.name}’s peak`}
        >
          {r.rating.toFixed(1)}
        </Link>
      ),
    },
    { key: 'date', header: 'Week', cell: (r) => dayLabel(r.date) },
  ];
}

/** The ladder's highest career peaks, from the yearly Elo packages held (the same the records keep). */
export function EloPeaksSection({ tour, surface, ladder }: Props) {
  const source = useHeldSource<EloYear[]>({ ...useEloYears(), held: heldEloYears, read: readEloYears });
  return (
    <HeldSourcePanel
      id="elo-peaks"
      title={`Peak ${ladder.toLowerCase()} Elo, ${tour.toUpperCase()}`}
      state={source.state}
      consent={source.consent}
      retry={source.retry}
      unit="year"
      bytesEach={ELO_YEAR_BYTES}
      lead="The peaks come from"
      what="the yearly Elo packages, every rating of every week (the same years the records room keeps)"
      tier="ULTRA"
    >
      {(years) => <PeakTable years={years} tour={tour} surface={surface} ladder={ladder} />}
    </HeldSourcePanel>
  );
}

function PeakTable({ years, tour, surface, ladder }: Props & { years: readonly EloYear[] }) {
  const rows = useMemo(() => peakLeaders(years, tour, surface).slice(0, TOP), [years, tour, surface]);
  const held = years.filter((y) => y.peaks.length > 0).map((y) => y.year);
  return (
    <div className="grid gap-2">
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="elo-peaks-basis">
        Each player’s highest {ladder.toLowerCase()} rating once they have {PEAK_MIN_MATCHES} matches on the
        ladder, whether or not they still play
        {held.length > 0 ? `; years held ${held[0]}–${held.at(-1)}` : ''}. The rating links to the ladder of
        its week.
      </p>
      <DataTable
        caption={`${tour.toUpperCase()} ${ladder.toLowerCase()} Elo peaks`}
        captionHidden
        columns={columns(tour, surface)}
        rows={rows}
        rowKey={(r) => String(r.id)}
        rowProps={() => ({ 'data-testid': 'elo-peak-row' })}
      />
    </div>
  );
}
