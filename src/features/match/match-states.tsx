import { TierNotice as KitTierNotice } from '../../components/view-states';
import type { ReactNode } from 'react';
import type { ApiError } from '../../api/api-error';
import { describeApiError } from '../../api/describe-api-error';
import { type MatchTab, TAB_INFO } from './match-tab-list';

const panel = 'rounded-lg border p-4';
const buttonClass =
  'mt-3 rounded-md bg-slate-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:opacity-60 dark:bg-slate-200 dark:text-slate-950 dark:hover:bg-slate-100';

/** Placeholder while the first answer of a pane is on its way. */
export function PaneLoading({ what }: { what: string }) {
  return (
    <div role="status" aria-busy="true" className="grid gap-2">
      <p className="sr-only">Loading {what}…</p>
      <div aria-hidden="true" className="h-24 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />
    </div>
  );
}

/** A normal "nothing here" answer: not an error. */
export function PaneEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
      {children}
    </p>
  );
}

/** Seconds until a rate-limited or budget-held request may go again; null when the answer did not say. */
function retryInSeconds(error: ApiError, now: number = Date.now()): number | null {
  const p = error.problem;
  if (p.type === 'rate_limited_minute' || p.type === 'rate_limited_day') return p.retryAfterS;
  if (p.type === 'coverage_unavailable') return p.retryAfterS;
  if (p.type === 'abuse_throttled' || p.type === 'budget')
    return p.retryAtMs === null ? null : Math.max(0, Math.ceil((p.retryAtMs - now) / 1000));
  return null;
}

/** Rate-limited (429) or held by the request budget: say when it is worth trying again. */
function RateLimited({ error, onRetry }: { error: ApiError; onRetry?: () => void }) {
  const secs = retryInSeconds(error);
  const when =
    secs === null
      ? 'Try again in a little while.'
      : `Try again in ${secs} s (at ${new Date(Date.now() + secs * 1000).toLocaleTimeString()}).`;
  return (
    <div
      role="status"
      className={`${panel} border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100`}
    >
      <p className="font-semibold">Too many requests for now.</p>
      <p className="mt-1 text-sm">
        {describeApiError(error)} {when}
      </p>
      {onRetry && (
        <button type="button" onClick={onRetry} className={buttonClass}>
          Try again
        </button>
      )}
    </div>
  );
}

/** A 403 upgrade_required: the kit's notice, naming the tier that opens the tab and what it adds. */
export function TierNotice({ tab }: { tab: MatchTab }) {
  const info = TAB_INFO[tab];
  return <KitTierNotice gate={{ tier: info.tier, adds: `the ${info.label} tab: ${info.adds}` }} />;
}

/** Any other failure: the reason in words, the code for support, and a retry. */
function PaneError({
  what,
  error,
  onRetry,
  retrying = false,
}: {
  what: string;
  error: ApiError;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className={`${panel} border-rose-300 bg-rose-50 text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-100`}
    >
      <p className="font-semibold">{what} could not be loaded.</p>
      <p className="mt-1 text-sm">
        {describeApiError(error)} <span className="text-xs">({error.code})</span>
      </p>
      {onRetry && (
        <button type="button" onClick={onRetry} disabled={retrying} className={buttonClass}>
          {retrying ? 'Retrying…' : 'Try again'}
        </button>
      )}
    </div>
  );
}

const isRateLimited = (e: ApiError) =>
  e.status === 429 || e.problem.type === 'budget' || e.problem.type === 'coverage_unavailable';

/** Picks the right failure pane: tier notice, rate limit or error. */
export function PaneProblem({
  tab,
  what,
  error,
  onRetry,
  retrying,
}: {
  tab: MatchTab;
  what: string;
  error: ApiError;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  if (error.problem.type === 'upgrade_required') return <TierNotice tab={tab} />;
  // "Nothing computed / mapped for this match" is an answer, not a failure to retry.
  if (error.problem.type === 'no_analysis') return <PaneEmpty>No analysis for this match.</PaneEmpty>;
  if (error.problem.type === 'no_market') return <PaneEmpty>{describeApiError(error)}</PaneEmpty>;
  if (isRateLimited(error)) return <RateLimited error={error} onRetry={onRetry} />;
  return <PaneError what={what} error={error} onRetry={onRetry} retrying={retrying} />;
}

interface QueryLike<T> {
  data: T | undefined;
  error: ApiError | null;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** Renders a query's loading and failure states, and its data through `children` once it has some. */
export function QueryPane<T>({
  query,
  tab,
  what,
  children,
}: {
  query: QueryLike<T>;
  tab: MatchTab;
  what: string;
  children: (data: T) => ReactNode;
}) {
  // Older data stays on screen when a background refresh fails; only a first failure replaces it.
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error)
    return (
      <PaneProblem
        tab={tab}
        what={what}
        error={query.error}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  return <PaneLoading what={what} />;
}
