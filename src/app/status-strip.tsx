import { currentConnection } from '../api/connection';
import { localFormatter } from '../lib/local-time';
import { describeRefusal } from '../live/feeds/refusal-text';
import { useFeedConnection } from '../live/store/live-hooks';
import { holdLabel, useWatchAlongHold } from '../live/watch-along/watch-along-hold';
import { useSpoilerFree } from '../live/watch-along/watch-along-store';
import { useBudgetStatus, useRefreshNow } from '../queries/budget-context';
import { dayCountText } from './day-count-text';
import { useUsage } from './use-usage';

const clock = (ms: number) => localFormatter({ hour: '2-digit', minute: '2-digit' }).format(ms);

const FEED_STATE: Record<string, string> = {
  idle: 'not connected',
  connecting: 'connecting',
  open: 'live',
  backoff: 'reconnecting',
  stopped: 'off',
};

/** One line under the header: how the app reaches the service, the feed, and requests left today. */
export function StatusStrip() {
  const connection = currentConnection();
  const feed = useFeedConnection();
  const budget = useBudgetStatus();
  const feedText = FEED_STATE[feed.state] ?? 'unknown';
  const hold = useWatchAlongHold();
  const holdText = holdLabel(hold);
  const spoilerFree = useSpoilerFree();
  const usage = useUsage();
  const refreshNow = useRefreshNow();
  // The budget starts on FREE's limits until the service says otherwise; say so rather than show a
  // paid key as FREE for the first second.
  const tier = usage.data?.tier ?? null;
  const taste = usage.data?.free_history_taste ?? null;
  const day = budget ? dayCountText(budget.requestsLeft, budget.perDay, usage.data) : null;
  return (
    <section
      aria-label="Connection status"
      className="border-b border-slate-200 bg-slate-50 text-xs text-slate-700 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-300"
    >
      {/* On a phone the strip keeps what a fan acts on (tier, feed, requests left); how the key is held
          and the month's history reads wait for a wider screen, so the first live rows stay in sight. */}
      <dl className="mx-auto flex max-w-6xl flex-wrap gap-x-4 gap-y-1 px-4 py-1.5">
        <div className="hidden gap-1 sm:flex">
          <dt className="font-medium">Mode</dt>
          <dd>{connection.mode === 'gateway' ? 'gateway (key held server-side)' : 'direct'}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="font-medium">Tier</dt>
          <dd>{tier ? tier.toUpperCase() : usage.isError ? 'unknown' : 'checking…'}</dd>
        </div>
        {taste && taste.allowance != null && (
          <div className="hidden gap-1 sm:flex">
            <dt className="font-medium">History reads this month</dt>
            <dd data-testid="history-taste">
              {taste.used ?? '?'} of {taste.allowance} used
            </dd>
          </div>
        )}
        <div className="flex gap-1">
          <dt className="font-medium">Feed</dt>
          <dd title={feed.reason ? describeRefusal(feed.reason) : undefined}>
            {feedText}
            {feed.state === 'stopped' && feed.reason ? (
              <span className="hidden sm:inline"> ({describeRefusal(feed.reason)})</span>
            ) : null}
          </dd>
        </div>
        {budget && (
          // Read as one sentence that wraps between words on a phone; the label itself never breaks.
          <div className="min-w-0" data-testid="day-count">
            {/* Through the gateway the count is the key's, shared by every browser on it (a desk). */}
            <dt
              className="inline whitespace-nowrap font-medium"
              title={
                connection.mode === 'gateway' ? 'Shared by everyone using this dashboard’s key' : undefined
              }
            >
              {day?.label}
            </dt>{' '}
            <dd className="inline">
              {day?.text}
              {budget.stopped && budget.blockedUntil
                ? ` · paused until ${clock(budget.blockedUntil)}`
                : budget.nextRefreshAt
                  ? ` · next refresh ${clock(budget.nextRefreshAt)}`
                  : ''}
              {budget.manualAt !== null && ` · you refreshed at ${clock(budget.manualAt)} (1 request)`}
              {/* On a FREE key refreshes are planned to last the day; a fan may still spend one now. */}
              {refreshNow && budget.tier === 'free' && budget.liveViewOpen && budget.requestsLeft > 0 && (
                <button
                  type="button"
                  onClick={refreshNow}
                  disabled={budget.blockedUntil !== null}
                  className="ml-2 rounded border border-slate-300 px-1.5 font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-700 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800"
                >
                  Refresh now <span className="font-normal">(1 request)</span>
                </button>
              )}
            </dd>
          </div>
        )}
        {/* A held-back dashboard must say so, or a fan would think the feed is slow. */}
        {holdText && (
          <div className="flex gap-1">
            <dt className="font-medium">TV delay</dt>
            <dd>{holdText}</dd>
          </div>
        )}
        {spoilerFree && (
          <div className="flex gap-1">
            <dt className="font-medium">Spoiler-free</dt>
            <dd>on</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
