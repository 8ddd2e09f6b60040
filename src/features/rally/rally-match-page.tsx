import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { parseIntId } from '../../../contract/int-id';
import type { RallyMatchDetail } from '../../../contract/rally';
import { OrAbsent } from '../../components/absent-value';
import { Button } from '../../components/button';
import { ViewEmpty, ViewError, ViewLoading } from '../../components/view-states';
import { archiveQueries } from '../../queries/history-queries';
import { textLink } from './form-styles';
import { genderLabel, playerNames, WITH_RALLIES } from './rally-labels';
import { RallyPointItem } from './rally-point-item';
import { RALLY_GATE } from './ultra-gates';

const PAGE = 50;

function NoShots({ id }: { id: number }) {
  return (
    <div
      data-testid="no-shots"
      className="rounded-lg border border-dashed border-slate-300 p-4 text-slate-800 dark:border-slate-700 dark:text-slate-200"
    >
      <p className="font-semibold">This match was charted as statistics only.</p>
      <p className="mt-1 text-sm">
        Shot-by-shot rallies are held for {WITH_RALLIES}. This match’s serve, return, rally and shot
        statistics are on its{' '}
        <Link to={`/charting/matches/${id}`} className={textLink}>
          charting page
        </Link>
        .
      </p>
    </div>
  );
}

function Points({
  match,
  busy,
  onPage,
}: {
  match: RallyMatchDetail;
  /** The previous page is still shown while the next one loads. */
  busy: boolean;
  onPage: (o: number) => void;
}) {
  // The page shown is the one the answer says it is, not the URL's (they differ while loading).
  const offset = match.meta.offset ?? 0;
  const names: [string, string] = [
    match.players[0]?.name ?? 'Player 1',
    match.players[1]?.name ?? 'Player 2',
  ];
  if (match.rally.length === 0) return <NoShots id={match.rally_match_id} />;
  const total = match.meta.total;
  return (
    <section aria-label="Points in play order" className="grid gap-2">
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        Points {offset + 1}–{offset + match.rally.length}
        {typeof total === 'number' ? ` of ${total}` : ''}
      </p>
      <ol className="grid gap-2">
        {match.rally.map((p, i) => (
          <RallyPointItem key={p.point ?? offset + i} point={p} names={names} />
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button disabled={busy || offset === 0} onClick={() => onPage(Math.max(0, offset - PAGE))}>
          Previous points
        </Button>
        <Button disabled={busy || !match.meta.has_more} onClick={() => onPage(offset + PAGE)}>
          Next points
        </Button>
      </div>
    </section>
  );
}

/** /rally/:id: one charted match (ULTRA) with its points in play order, 50 at a time (`?offset=`). */
export function RallyMatchPage() {
  const id = parseIntId(useParams().id);
  const [search, setSearch] = useSearchParams();
  const offset = Math.max(0, Number(search.get('offset')) || 0);
  const query = useQuery({
    ...archiveQueries.rallyMatch(id ?? 0, { limit: PAGE, offset }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
  const m = query.data;

  let body: ReactNode;
  if (id === null) body = <ViewEmpty>This is not a charted match id.</ViewEmpty>;
  else if (query.isPending) body = <ViewLoading label="Loading the charted match…" />;
  else if (query.isError && !m)
    body = (
      <ViewError
        title="The charted match could not be loaded."
        error={query.error}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
        gate={RALLY_GATE}
      />
    );
  else if (m)
    body = (
      <>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <OrAbsent value={m.date} /> · <OrAbsent value={m.tournament} /> · <OrAbsent value={m.round} /> ·{' '}
          <OrAbsent value={m.surface} /> · {genderLabel(m.gender)} · best of <OrAbsent value={m.best_of} />
        </p>
        <p className="text-sm text-slate-800 dark:text-slate-200">
          <OrAbsent value={m.points} /> points charted
          {m.rally.length > 0 ? ', shot by shot' : ''} ·{' '}
          <Link to={`/charting/matches/${m.rally_match_id}`} className={textLink}>
            Match statistics
          </Link>
          {m.match_id !== null ? (
            <>
              {' · '}
              <Link to={`/history/matches/${m.match_id}`} className={textLink}>
                This match’s tape
              </Link>
            </>
          ) : null}
        </p>
        <Points
          match={m}
          busy={query.isPlaceholderData}
          onPage={(o) => setSearch(o > 0 ? { offset: String(o) } : {})}
        />
      </>
    );

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold tracking-tight">{m ? playerNames(m.players) : 'Charted match'}</h1>
      <p>
        <Link to="/rally" className={textLink}>
          All charted matches
        </Link>
      </p>
      {body}
    </div>
  );
}
