import { useQuery } from '@tanstack/react-query';
import { memo, useId } from 'react';
import { describeApiError } from '../../api/describe-api-error';
import { retryHint } from '../../components/retry-hint';
import { formatLocal } from '../../lib/local-time';
import { formatSets } from '../../lib/score-format';
import { useBudgetStatus } from '../../queries/budget-context';
import { matchQueries } from '../../queries/match-queries';
import type { SlateMatch } from './slate-match';

type Status = 'upcoming' | 'completed';

const TITLES: Record<Status, string> = { upcoming: 'Upcoming', completed: 'Just finished' };

/** How many rows each side section shows: a glance, not a listing (the schedule page has the rest). */
export const SIDE_SECTION_LIMIT = 10;

const when = (iso: string | null | undefined) =>
  formatLocal(iso, { weekday: 'short', hour: '2-digit', minute: '2-digit' });

const OtherRow = memo(function OtherRow({ match, status }: { match: SlateMatch; status: Status }) {
  const { p1, p2 } = match.players;
  const time = when(match.scheduled_time);
  return (
    <li
      data-testid={`${status}-match`}
      className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-md border border-slate-200 px-3 py-2 text-sm dark:border-slate-800"
    >
      <span className="min-w-0 truncate font-medium">
        {p1.name} v {p2.name}
      </span>
      <span className="text-xs text-slate-600 dark:text-slate-400">
        {match.tournament}
        {status === 'upcoming' && time && (
          <time dateTime={match.scheduled_time ?? undefined} title={match.scheduled_time ?? undefined}>
            {' · '}
            {time}
          </time>
        )}
        {status === 'completed' &&
          match.score &&
          ` · sets ${formatSets(match.score, 1)}–${formatSets(match.score, 2)}`}
        {match.event_status && ` · ${match.event_status}`}
      </span>
    </li>
  );
});

function Notice({ children }: { children: React.ReactNode }) {
  return <p className="text-sm text-slate-700 dark:text-slate-300">{children}</p>;
}

/**
 * Upcoming or just-finished matches under the live slate. Completed listings are history (BASIC): a
 * FREE key does not ask, because each read would spend one of its 20 monthly history calls.
 */
export function OtherMatchesSection({ status }: { status: Status }) {
  const headingId = useId();
  const tier = useBudgetStatus()?.tier ?? null;
  const allowed = !(status === 'completed' && tier === 'free');
  const query = useQuery({
    ...matchQueries.list({ status, limit: SIDE_SECTION_LIMIT }),
    enabled: allowed,
    staleTime: 60_000,
    refetchInterval: 60_000,
    // A refusal or rate limit will not change by asking again at once.
    retry: false,
  });

  let body: React.ReactNode;
  if (!allowed || query.error?.problem.type === 'upgrade_required') {
    body = <Notice>Just-finished matches need a BASIC key or above.</Notice>;
  } else if (query.isPending) {
    body = <Notice>Loading…</Notice>;
  } else if (query.isError && !query.data) {
    body = (
      <Notice>
        {describeApiError(query.error)} {retryHint(query.error)}
      </Notice>
    );
  } else if ((query.data?.data.length ?? 0) === 0) {
    body = (
      <Notice>{status === 'upcoming' ? 'Nothing scheduled yet.' : 'No matches finished recently.'}</Notice>
    );
  } else {
    body = (
      <ul className="grid gap-1 md:grid-cols-2">
        {query.data?.data.map((m) => (
          <OtherRow key={m.id} match={m} status={status} />
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby={headingId} data-testid={`${status}-section`} className="grid gap-2">
      <h2 id={headingId} className="text-base font-semibold">
        {TITLES[status]}
      </h2>
      {body}
    </section>
  );
}
