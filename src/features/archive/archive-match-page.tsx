import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { ArchiveMatch } from '../../../contract/archive';
import { finalScoreParts, publishedScore } from '../../../contract/final-score';
import { AbsentValue } from '../../components/absent-value';
import { UnbrokenParts } from '../../components/unbroken-parts';
import { ViewEmpty, ViewError, ViewLoading } from '../../components/view-states';
import { tournamentQueries } from '../../queries/catalogue-queries';
import { archiveQueries } from '../../queries/history-queries';
import { archiveDrawHref } from './archive-draw-link';
import { ARCHIVE_GATE } from './archive-gate';
import { formatEventDate, levelLabel, roundLabel, surfaceLabel, tourLabel } from './archive-labels';
import { ArchiveMatchSide } from './archive-match-side';
import { ArchiveRelatedLinks } from './archive-related-links';
import { ArchiveServeStats } from './archive-serve-stats';

const linkClass =
  'rounded text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-300 dark:hover:text-indigo-200';

/** The published score in the house notation, or null when none was recorded. */
function scoreParts(m: ArchiveMatch): string[] | null {
  const score = publishedScore(m.score);
  return score ? finalScoreParts(score) : null;
}

function Summary({ match: m }: { match: ArchiveMatch }) {
  const parts = scoreParts(m);
  const facts: [string, ReactNode][] = [
    ['Tournament', m.tournament],
    ['Week of', formatEventDate(m.event_date)],
    ['Tour', tourLabel(m.tour)],
    ['Level', levelLabel(m.level)],
    ['Surface', surfaceLabel(m.surface)],
    ['Round', roundLabel(m.round)],
    ['Best of', m.best_of],
    ['Draw size', m.draw_size],
    ['Minutes', m.minutes],
    ['Score', parts ? <UnbrokenParts key="score" parts={parts} /> : null],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-5">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-slate-700 dark:text-slate-300">{term}</dt>
          <dd className="font-medium">
            {value === null || value === undefined || value === '' ? <AbsentValue /> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function TapeLink({ match }: { match: ArchiveMatch }) {
  // `has_tape` is the detail read's additive flag; anything but true means no tape is held.
  if ((match as Record<string, unknown>).has_tape === true)
    return (
      <Link to={`/archive/matches/${match.id}/tape`} className={linkClass}>
        Point-by-point tape
      </Link>
    );
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      No point-by-point tape is held for this result.
    </p>
  );
}

/** /archive/matches/:id: one archive result, winner first, with ranks, seeds and serve statistics. */
export function ArchiveMatchPage() {
  const raw = useParams().id ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : null;
  const query = useQuery({ ...archiveQueries.match(id ?? 0), enabled: id !== null });
  const m = query.data;
  // The catalogue search finds the event's tournament for its Draw tab; a failed read only drops the link.
  const tour = m?.tour === 'atp' ? 'atp' : m?.tour === 'wta' ? 'wta' : undefined;
  const events = useQuery({
    ...tournamentQueries.list({ search: m?.tournament ?? undefined, tour, limit: 20 }),
    enabled: Boolean(m?.tournament),
  });
  const drawTo = m && events.data ? archiveDrawHref(m, events.data.data) : null;

  let body: ReactNode;
  if (id === null) body = <ViewEmpty>“{raw}” is not an archive result id.</ViewEmpty>;
  else if (query.isPending) body = <ViewLoading label="Loading the result…" />;
  else if (query.isError)
    body = (
      <ViewError
        title="This archive result could not be loaded."
        error={query.error}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
        gate={ARCHIVE_GATE}
      />
    );
  else if (m)
    body = (
      <>
        <Summary match={m} />
        <TapeLink match={m} />
        <ArchiveRelatedLinks match={m} drawTo={drawTo} />
        <div className="grid gap-3 md:grid-cols-2">
          <ArchiveMatchSide side={m.winner} outcome="Winner" />
          <ArchiveMatchSide side={m.loser} outcome="Loser" />
        </div>
        <ArchiveServeStats match={m} />
      </>
    );

  const title = m ? `${m.winner.name ?? 'Unknown'} beat ${m.loser.name ?? 'unknown'}` : 'Archive result';
  const parts = m ? scoreParts(m) : null;
  return (
    <div className="grid min-w-0 gap-4">
      <Link to="/archive" className={`${linkClass} justify-self-start text-sm`}>
        Back to the archive
      </Link>
      <h1 className="text-2xl font-bold tracking-tight">
        {title}
        {parts ? (
          <>
            {' '}
            <span className="ml-1 font-normal tabular-nums">
              <UnbrokenParts parts={parts} />
            </span>
          </>
        ) : null}
      </h1>
      {body}
    </div>
  );
}
