import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { MatchList } from '../../../../contract/match';
import type { ApiError } from '../../../api/api-error';
import { describeApiError } from '../../../api/describe-api-error';
import { Button } from '../../../components/button';
import { retryHint } from '../../../components/retry-hint';
import { useBudgetTier } from '../../../queries/budget-context';
import { matchQueries } from '../../../queries/match-queries';
import { usePlannedQuery } from '../../../queries/view-hooks';
import { GlanceRow, type GlanceStatus } from '../rows/glance-row';
import { SECTION, SECTION_LIST } from './tournament-section';

const TITLES: Record<GlanceStatus, string> = { upcoming: 'Upcoming', completed: 'Just finished' };

/** How many rows each side section shows: a glance, not a listing (the schedule page has the rest). */
const SIDE_SECTION_LIMIT = 10;

const MINUTE = 60_000;
/**
 * Start times move slowly: a FREE key reads the upcoming list when it is four hours old, through the
 * slate's plan (a refresh given to it instead of the live list); paid keys every minute.
 */
const UPCOMING_PACE = { freeEveryMs: 240 * MINUTE, paidEveryMs: MINUTE };

function Notice({ children }: { children: React.ReactNode }) {
  return <p className="text-sm text-slate-700 dark:text-slate-300">{children}</p>;
}

function Rows({ rows, status }: { rows: MatchList['data']; status: GlanceStatus }) {
  return (
    <ul className={`${SECTION} ${SECTION_LIST} md:grid md:grid-cols-2`}>
      {rows.map((m) => (
        <GlanceRow key={m.id} match={m} status={status} />
      ))}
    </ul>
  );
}

type ListQuery = UseQueryResult<MatchList, ApiError>;

function Body({ query, status }: { query: ListQuery; status: GlanceStatus }) {
  if (query.isPending) return <Notice>Loading…</Notice>;
  if (query.isError && !query.data)
    return (
      <Notice>
        {describeApiError(query.error)} {retryHint(query.error)}
      </Notice>
    );
  const rows = query.data?.data ?? [];
  if (rows.length === 0)
    return (
      <Notice>{status === 'upcoming' ? 'Nothing scheduled yet.' : 'No matches finished recently.'}</Notice>
    );
  return <Rows rows={rows} status={status} />;
}

function Section({ status, children }: { status: GlanceStatus; children: React.ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid={`${status}-section`} className="grid gap-1">
      <h2 id={headingId} className="text-base font-semibold">
        {TITLES[status]}
      </h2>
      {children}
    </section>
  );
}

/** The next matches to start, each opening its match centre; read by the FREE plan or every minute. */
function useUpcoming(): ListQuery {
  return usePlannedQuery(
    {
      ...matchQueries.list({ status: 'upcoming', limit: SIDE_SECTION_LIMIT }),
      staleTime: MINUTE,
      retry: false,
    },
    UPCOMING_PACE,
  );
}

function UpcomingSection({ query }: { query: ListQuery }) {
  return (
    <Section status="upcoming">
      <Body query={query} status="upcoming" />
    </Section>
  );
}

/**
 * Just-finished matches with their final scores. Completed listings are history: a FREE key has 20 such
 * reads a month, so it reads once, when the fan asks, and keeps the answer for the visit.
 */
function FinishedSection() {
  const tier = useBudgetTier();
  const free = tier === 'free';
  const [asked, setAsked] = useState(false);
  const query = useQuery({
    ...matchQueries.list({ status: 'completed', limit: SIDE_SECTION_LIMIT }),
    enabled: !free || asked,
    staleTime: free ? Number.POSITIVE_INFINITY : MINUTE,
    refetchInterval: free ? false : MINUTE,
    refetchOnWindowFocus: !free,
    // A refusal or rate limit will not change by asking again at once.
    retry: false,
  });
  let body: React.ReactNode;
  if (free && !asked && !query.data) {
    body = (
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => setAsked(true)}>Show finished matches</Button>
        <span className="text-xs text-slate-700 dark:text-slate-300">
          Uses one of your 20 free history reads this month.
        </span>
      </div>
    );
  } else if (query.error?.problem.type === 'upgrade_required') {
    body = <Notice>{describeApiError(query.error)} A BASIC key or above lists every finished match.</Notice>;
  } else {
    body = <Body query={query} status="completed" />;
  }
  return <Section status="completed">{body}</Section>;
}

/**
 * Both glances under the live slate; the slate loads this module after its first paint. "Just
 * finished" sits below "Upcoming", whose list grows from one loading line to up to ten rows: it joins
 * once that list has landed, so it is never pushed down the screen while the fan reads it (each
 * section then only grows at the page's foot).
 */
export function SideSections() {
  const upcoming = useUpcoming();
  return (
    <>
      <UpcomingSection query={upcoming} />
      {!upcoming.isPending && <FinishedSection />}
    </>
  );
}
