import type { ReactNode } from 'react';
import type { ApiError } from '../../api/api-error';
import { describeApiError } from '../../api/describe-api-error';
import { TierNotice as KitTierNotice, ViewError } from '../../components/view-states';
import { type MatchTab, TAB_INFO } from './match-tab-list';

/**
 * Placeholder while the first answer of a pane is on its way. `tall`: a whole tab's body, which
 * reaches past the fold as the tab will (on a phone and at 1440×900), so the data credit below does
 * not come on screen and drop when the tab lands.
 */
export function PaneLoading({ what, tall = false }: { what: string; tall?: boolean }) {
  return (
    <div role="status" aria-busy="true" className="grid gap-2">
      <p className="sr-only">Loading {what}…</p>
      <div
        aria-hidden="true"
        className={`${tall ? 'h-[32rem]' : 'h-24'} animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800`}
      />
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

/** A 403 upgrade_required: the kit's notice, naming the tier that opens the tab and what it adds. */
export function TierNotice({ tab }: { tab: MatchTab }) {
  const info = TAB_INFO[tab];
  return <KitTierNotice gate={{ tier: info.tier, adds: `the ${info.label} tab: ${info.adds}` }} />;
}

/**
 * Picks the right failure pane: tier notice, "nothing computed" answer, or the kit's failed-load
 * state, which names the reason (a 503 its own, never a rate limit), keeps the code on hover only, and
 * asks again by itself when the answer named a wait (a per-minute 429 after its Retry-After).
 */
export function PaneProblem({
  tab,
  what,
  error,
  onRetry,
  retrying = false,
}: {
  tab: MatchTab;
  what: string;
  error: ApiError;
  onRetry: () => void;
  retrying?: boolean;
}) {
  if (error.problem.type === 'upgrade_required') return <TierNotice tab={tab} />;
  // "Nothing computed / mapped for this match" is an answer, not a failure to retry.
  if (error.problem.type === 'no_analysis') return <PaneEmpty>No analysis for this match.</PaneEmpty>;
  if (error.problem.type === 'no_market') return <PaneEmpty>{describeApiError(error)}</PaneEmpty>;
  return (
    <ViewError title={`${what} could not be loaded.`} error={error} onRetry={onRetry} retrying={retrying} />
  );
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
  return <PaneLoading what={what} tall />;
}
