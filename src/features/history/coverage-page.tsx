import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { Link } from 'react-router-dom';
import { COVERAGE_BUCKETS, type CoverageRollup } from '../../../contract/coverage';
import { LocalTimeText } from '../../components/local-time-text';
import { ViewError, ViewLoading } from '../../components/view-states';
import { historyQueries } from '../../queries/history-queries';
import { CoverageBars } from './coverage-bars';
import { CoverageUnavailable, DEFAULT_RETRY_S } from './coverage-unavailable';

const GATE = { tier: 'BASIC', adds: 'the nightly rollup of how complete the point-by-point tapes are' };

const NAMED: Record<string, string> = {
  atp: 'ATP',
  wta: 'WTA',
  itf: 'ITF',
  challenger: 'Challenger',
  juniors: 'Juniors',
  singles: 'singles',
  doubles: 'doubles',
};

/** `atp_singles` → "ATP singles"; `other` is play with no tour (team events, mixed doubles). */
function bucketLabel(key: string): string {
  if (key === 'other') return 'Other (no tour: team events, mixed doubles)';
  return key
    .split('_')
    .map((w) => NAMED[w] ?? w)
    .join(' ');
}

// Known buckets in the spec's order, then any bucket added later; empty buckets are omitted upstream.
function orderedBuckets(rollup: CoverageRollup) {
  const keys = Object.keys(rollup.buckets);
  const known = COVERAGE_BUCKETS.filter((k) => keys.includes(k));
  return [...known, ...keys.filter((k) => !(COVERAGE_BUCKETS as readonly string[]).includes(k))];
}

/** /history/coverage: the nightly completeness rollup per tour and draw, quoted with its as-of time. */
export function CoveragePage() {
  const query = useQuery(historyQueries.coverage());
  const { refetch } = query;
  // Stable, so the 503 notice's timer effect does not restart on every render.
  const retry = useCallback(() => void refetch(), [refetch]);
  let body: ReactNode;
  if (query.isPending) body = <ViewLoading label="Loading the coverage rollup…" />;
  else if (query.isError && query.error.problem.type === 'coverage_unavailable')
    body = (
      <CoverageUnavailable
        retryAt={query.errorUpdatedAt + (query.error.problem.retryAfterS ?? DEFAULT_RETRY_S) * 1000}
        onRetry={retry}
        retrying={query.isFetching}
      />
    );
  else if (query.isError)
    body = (
      <ViewError
        title="The coverage rollup could not be loaded."
        error={query.error}
        onRetry={retry}
        retrying={query.isFetching}
        gate={GATE}
      />
    );
  else {
    const rollup = query.data;
    const keys = orderedBuckets(rollup);
    const largest = Math.max(0, ...keys.map((k) => rollup.buckets[k].completed));
    body = (
      <>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          As of <LocalTimeText iso={rollup.as_of} />. Ledger last measured{' '}
          <LocalTimeText iso={rollup.ledger_max_computed_at} />. Rates differ widely between tour groups, so
          one group’s rate says nothing about another’s. “Completed” bars compare bucket sizes; the other bars
          are shares of the bucket’s own completed matches.
        </p>
        <CoverageBars
          label="All completed matches"
          bucket={rollup.totals}
          largest={rollup.totals.completed}
        />
        <div className="grid gap-3 lg:grid-cols-2">
          {keys.map((k) => (
            <CoverageBars key={k} label={bucketLabel(k)} bucket={rollup.buckets[k]} largest={largest} />
          ))}
        </div>
        <details className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800">
          <summary className="cursor-pointer font-semibold focus-visible:outline-2 focus-visible:outline-indigo-600">
            How this is measured
          </summary>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{rollup.method}</p>
        </details>
      </>
    );
  }
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Tape coverage</h1>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        How many completed matches since January 2023 have a tape, and how many are point-complete.{' '}
        <Link
          to="/history"
          className="text-indigo-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-200"
        >
          Browse match history
        </Link>
      </p>
      {body}
    </div>
  );
}
