import { useMemo } from 'react';
import { type Column, DataTable } from '../../components/data-table';
import type { EloTour as RecordTour } from '../../lib/elo-years/elo-year';
import {
  type EloPeak,
  type EloYear,
  LADDERS,
  type Ladder,
  PEAK_MIN_MATCHES,
  peakLeaders,
} from '../../lib/elo-years/elo-year';
import { eloLadderLink } from './evidence-links';
import { RecordLink } from './record-link';

const TOP = 10;
const LADDER_NAMES: Record<Ladder, string> = {
  overall: 'Overall',
  hard: 'Hard',
  clay: 'Clay',
  grass: 'Grass',
};

const columns = (tour: RecordTour, ladder: Ladder): Column<EloPeak>[] => [
  { key: 'rank', header: '#', align: 'right', cell: (_r, i) => i + 1 },
  { key: 'name', header: 'Player', rowHeader: true, cell: (r) => r.name },
  {
    key: 'rating',
    header: 'Peak Elo',
    align: 'right',
    cell: (r) => (
      <RecordLink
        to={eloLadderLink(tour, ladder, r.date)}
        label={`${r.name}: the ladder the week of the peak`}
      >
        {r.rating.toFixed(1)}
      </RecordLink>
    ),
  },
  { key: 'date', header: 'Week', cell: (r) => r.date },
];

/** Each ladder's highest career peaks over the years held. */
export function PeakEloTables({ tour, years }: { tour: RecordTour; years: readonly EloYear[] }) {
  const tables = useMemo(
    () => LADDERS.map((ladder) => ({ ladder, rows: peakLeaders(years, tour, ladder).slice(0, TOP) })),
    [years, tour],
  );
  const held = years.filter((y) => y.peaks.length > 0).map((y) => y.year);
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        The service’s Elo (its own scale, with no decay for time off), each player’s highest rating once they
        have {PEAK_MIN_MATCHES} matches on the ladder
        {held.length > 0 ? `; years held ${held[0]}–${held.at(-1)}` : ''}.
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        {tables.map(({ ladder, rows }) => (
          <DataTable
            key={ladder}
            caption={`${LADDER_NAMES[ladder]} Elo peaks`}
            columns={columns(tour, ladder)}
            rows={rows}
            rowKey={(r) => String(r.id)}
            rowProps={() => ({ 'data-testid': `peak-${ladder}-row` })}
          />
        ))}
      </div>
    </div>
  );
}
