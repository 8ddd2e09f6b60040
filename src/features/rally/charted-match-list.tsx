import { useState } from 'react';
import { Link } from 'react-router-dom';
import { OrAbsent } from '../../components/absent-value';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { DataTable } from '../../components/data-table';
import { textLink } from './form-styles';

/** One of a player's charted matches as the local service lists it (`matches`, ours). */
export interface ChartedMatchItem {
  charting_match_id: number;
  date: string | null;
  tournament: string | null;
  round: string | null;
  surface: string | null;
  opponent: string | null;
  has_points: boolean;
}

const PAGE = 25;
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/** Reads the open `matches` array tolerantly: an item without an integer id is skipped. */
export function readChartedMatches(value: unknown): ChartedMatchItem[] | null {
  if (!Array.isArray(value)) return null;
  return value.flatMap((v) => {
    const r = typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
    if (!Number.isInteger(r.charting_match_id)) return [];
    return [
      {
        charting_match_id: r.charting_match_id as number,
        date: str(r.date),
        tournament: str(r.tournament),
        round: str(r.round),
        surface: str(r.surface),
        opponent: str(r.opponent),
        has_points: r.has_points === true,
      },
    ];
  });
}

/** A player's charted matches, newest first, each linking to its statistics (and rallies when held). */
export function ChartedMatchList({ matches }: { matches: ChartedMatchItem[] }) {
  const [shown, setShown] = useState(PAGE);
  const rows = matches.slice(0, shown);
  return (
    <section aria-label="Charted matches" className="grid min-w-0 gap-2">
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        Showing {rows.length} of {matches.length} charted matches, newest first.
      </p>
      <DataTable
        caption="Charted matches"
        captionHidden
        rows={rows}
        rowKey={(m) => String(m.charting_match_id)}
        density="compact"
        fold
        boxed
        striped
        columns={[
          {
            key: 'match',
            header: 'Match',
            rowHeader: true,
            cell: (m) => (
              <Link to={`/charting/matches/${m.charting_match_id}`} className={textLink}>
                v <OrAbsent value={m.opponent} />, <OrAbsent value={m.tournament} />{' '}
                <OrAbsent value={m.round} />
              </Link>
            ),
          },
          {
            key: 'date',
            header: 'Date',
            className: 'whitespace-nowrap',
            cell: (m) => <OrAbsent value={m.date} />,
          },
          {
            key: 'surface',
            header: 'Surface',
            hideBelow: 'sm',
            cell: (m) => <OrAbsent value={m.surface} />,
          },
          {
            key: 'rally',
            header: 'Rallies',
            hideBelow: 'sm',
            foldLabel: 'Rallies',
            cell: (m) =>
              m.has_points ? (
                <Link to={`/rally/${m.charting_match_id}`} className={textLink}>
                  <Badge>Shot by shot</Badge>
                </Link>
              ) : (
                'Statistics only'
              ),
          },
        ]}
      />
      {shown < matches.length ? (
        <div>
          <Button onClick={() => setShown((n) => n + PAGE)}>
            Show {Math.min(PAGE, matches.length - shown)} more
          </Button>
        </div>
      ) : null}
    </section>
  );
}
