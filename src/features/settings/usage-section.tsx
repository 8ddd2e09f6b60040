import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describeApiError } from '../../api/describe-api-error';
import { AbsentValue } from '../../components/absent-value';
import { retryHint } from '../../components/retry-hint';
import { VocabText } from '../../components/vocab-text';
import { useBudgetStatus } from '../../queries/budget-context';
import { serviceQueries } from '../../queries/service-queries';
import { keyTierWords } from './tier-label';

const num = (n: number | null | undefined): ReactNode =>
  typeof n === 'number' ? n.toLocaleString() : <AbsentValue />;

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-slate-200 py-1 last:border-0 dark:border-slate-800">
      <dt className="text-slate-700 dark:text-slate-300">{term}</dt>
      <dd className="font-medium tabular-nums">{children}</dd>
    </div>
  );
}

// Why the browser's polling plan is waiting, in words (budget-context's `reason` values). The plan
// polls only while a live page (the slate, a match) is open in a visible tab; Settings is neither, so
// "hidden" here means no visible tab shows a live page, never that this tab is hidden.
const WAIT_REASONS: Record<string, string> = {
  hidden: 'paused until a live page (the slate or a match) is open',
  no_live_view: 'paused until a live page (the slate or a match) is open',
  day_spent: "paused: today's requests are used up",
  blocked: 'paused by the service until the limit resets',
  scheduled: 'spreading the day’s requests evenly',
};

/** How this browser spends its requests: the next refresh and why it waits. */
function BudgetPlan({ nextRefreshAt, reason }: { nextRefreshAt: number | null; reason: string }) {
  return (
    <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
      Request plan: {WAIT_REASONS[reason] ?? 'waiting'}
      {nextRefreshAt !== null && (
        <>
          {' '}
          · next refresh{' '}
          <time
            dateTime={new Date(nextRefreshAt).toISOString()}
            title={new Date(nextRefreshAt).toISOString()}
          >
            {new Date(nextRefreshAt).toLocaleTimeString()}
          </time>
        </>
      )}
    </p>
  );
}

/** The key's tier and today's usage from GET /usage (quota-exempt, so reading it costs nothing). */
export function UsageSection() {
  const usage = useQuery(serviceQueries.usage());
  const budget = useBudgetStatus();
  let body: ReactNode;
  if (usage.isPending) {
    body = (
      <p role="status" className="text-slate-700 dark:text-slate-300">
        Loading usage…
      </p>
    );
  } else if (usage.isError) {
    const hint = retryHint(usage.error);
    body = (
      <div role="alert" className="text-rose-900 dark:text-rose-100">
        <p>
          Usage could not be loaded. {describeApiError(usage.error)} {hint}
        </p>
        <button
          type="button"
          onClick={() => usage.refetch()}
          disabled={usage.isFetching}
          className="mt-2 rounded-md bg-rose-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-rose-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700 disabled:opacity-60 dark:bg-rose-200 dark:text-rose-950"
        >
          {usage.isFetching ? 'Retrying…' : 'Try again'}
        </button>
      </div>
    );
  } else {
    const u = usage.data;
    body = (
      <dl className="text-sm">
        <Row term="Tier">
          {u.tier === undefined ? <AbsentValue /> : <VocabText words={keyTierWords(u.tier)} />}
        </Row>
        <Row term="Calls today">{num(u.today?.calls)}</Row>
        <Row term="Left today">{num(u.today?.remaining_day)}</Row>
        <Row term="Per minute limit">{num(u.limits?.per_minute)}</Row>
        <Row term="Per day limit">{num(u.limits?.per_day)}</Row>
      </dl>
    );
  }
  return (
    <section
      aria-labelledby="usage-heading"
      className="rounded-lg border border-slate-300 p-4 dark:border-slate-700"
    >
      <h2 id="usage-heading" className="mb-2 text-lg font-semibold">
        Tier and usage
      </h2>
      {body}
      {budget && <BudgetPlan nextRefreshAt={budget.nextRefreshAt} reason={budget.reason} />}
    </section>
  );
}
