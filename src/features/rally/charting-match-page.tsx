import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { parseIntId } from '../../../contract/int-id';
import { OrAbsent } from '../../components/absent-value';
import { ViewEmpty, ViewError, ViewLoading } from '../../components/view-states';
import { archiveQueries } from '../../queries/history-queries';
import { textLink } from './form-styles';
import { MatchFamilies } from './match-families';
import { CHARTING_GATE } from './ultra-gates';

const rec = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/** /charting/matches/:id: every stat family of a charted match (ULTRA), per player and split. */
export function ChartingMatchPage() {
  const id = parseIntId(useParams().id);
  const query = useQuery({ ...archiveQueries.chartingMatch(id ?? 0), enabled: id !== null });
  const m = query.data;
  const players = rec(m?.players);
  const names = {
    p1: str(rec(players.p1).name) ?? 'Player 1',
    p2: str(rec(players.p2).name) ?? 'Player 2',
  };

  let body: ReactNode;
  if (id === null) body = <ViewEmpty>This is not a charted match id.</ViewEmpty>;
  else if (query.isPending) body = <ViewLoading label="Loading the charted match…" />;
  else if (query.isError)
    body =
      query.error.problem.type === 'not_found' ? (
        <ViewEmpty>No charted match has id {id}.</ViewEmpty>
      ) : (
        <ViewError
          title="The charted match could not be loaded."
          error={query.error}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
          gate={CHARTING_GATE}
        />
      );
  else {
    const extra = rec(m);
    body = (
      <>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <OrAbsent value={str(extra.date)} /> · <OrAbsent value={str(extra.tournament)} /> ·{' '}
          <OrAbsent value={str(extra.round)} /> · <OrAbsent value={str(extra.surface)} />
        </p>
        <p className="text-sm">
          {extra.has_points === true ? (
            <Link to={`/rally/${id}`} className={textLink}>
              Replay this match shot by shot
            </Link>
          ) : extra.has_points === false ? (
            'Charted as statistics only: no shot-by-shot rallies are held for this match.'
          ) : null}
        </p>
        <p data-testid="charting-basis" className="text-sm text-slate-700 dark:text-slate-300">
          Charted by a volunteer of the Match Charting Project, who logs every point shot by shot; the tables
          count those points. The key-point tables count only break, game and deuce points, so their totals
          are smaller than the serve and return points in the overview.
        </p>
        <MatchFamilies families={m?.families ?? {}} names={names} />
      </>
    );
  }

  return (
    <div className="grid min-w-0 gap-4">
      <h1 className="text-2xl font-bold tracking-tight">
        {m ? `${names.p1} v ${names.p2}` : 'Charted match'}
      </h1>
      <p>
        <Link to="/charting" className={textLink}>
          Charting statistics
        </Link>
      </p>
      {body}
    </div>
  );
}
