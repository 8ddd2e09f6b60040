import { currentConnection } from '../api/connection';
import { describeRefusal } from '../live/feeds/refusal-text';
import { useFeedConnection } from '../live/store/live-hooks';
import { holdLabel, useWatchAlongHold } from '../live/watch-along/watch-along-hold';
import { useSpoilerFree } from '../live/watch-along/watch-along-store';
import { useBudgetStatus, useRefreshNow } from '../queries/budget-context';
import { dayCountText } from './day-count-text';
import { clock, TierText } from './tier-text';
import { USAGE_RETRY_MS, useUsage } from './use-usage';

const FEED_STATE: Record<string, string> = {
  idle: 'not connected',
  connecting: 'connecting',
  open: 'live',
  backoff: 'reconnecting',
  stopped: 'off',
};

/**
 * Why the feed is off, behind a "why?" that opens over the page: written out in the strip it wrapped
 * the strip to two lines even at 1440 px. On a phone the word stays out (the first line holds tier,
 * feed and the refresh button), the tooltip keeps it.
 */
function FeedReason({ text }: { text: string }) {
  return (
    <details className="relative ml-1 hidden sm:inline-block">
      <summary className="cursor-pointer list-none underline decoration-dotted underline-offset-2 focus-visible:outline-2 focus-visible:outline-sky-700 [&::-webkit-details-marker]:hidden">
        why?
      </summary>
      <p className="absolute left-0 top-full z-20 mt-1 w-72 rounded border border-slate-200 bg-white p-2 text-slate-800 shadow-md dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
        {text}
      </p>
    </details>
  );
}

/**
 * One line under the header (two on narrower screens): how the app reaches the service, the feed,
 * and requests left today. Between sm and lg its items take one line or two as their words change (a
 * feed connecting, the next refresh's time coming and going): it holds two lines' height there, as
 * its placeholder does (shell.tsx), so the page below never moves up and down with them.
 */
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
  // "Refresh now" only once the service has said the key is FREE: the budget's FREE default would
  // show it while the tier is read and take it away a second later on a paid key, moving the page
  // (on a phone it wrapped the strip to a third line). Should the read fail, the budget's tier decides.
  const knownTier = tier ?? (usage.isError ? (budget?.tier ?? null) : null);
  return (
    <section
      aria-label="Connection status"
      className="border-b border-slate-200 bg-slate-50 text-xs text-slate-700 sm:max-lg:min-h-[49px] dark:border-slate-800 dark:bg-slate-950 dark:text-slate-300"
    >
      {/* On a phone the strip keeps what a fan acts on (tier, feed, requests left); how the key is held
          and the month's history reads wait for a wider screen, so the first live rows stay in sight. */}
      <dl className="mx-auto flex max-w-6xl flex-wrap gap-x-3 gap-y-1 px-4 py-1.5 sm:gap-x-4">
        <div className="hidden gap-1 sm:flex">
          <dt className="font-medium">Mode</dt>
          <dd>{connection.mode === 'gateway' ? 'gateway, key server-side' : 'direct'}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="font-medium">Tier</dt>
          <dd data-testid="strip-tier">
            <TierText
              tier={tier}
              failed={usage.isError}
              retryAt={usage.isError ? usage.errorUpdatedAt + USAGE_RETRY_MS : null}
              onRetry={() => void usage.refetch()}
            />
          </dd>
        </div>
        {taste && taste.allowance != null && (
          <div className="hidden gap-1 sm:flex">
            <dt className="font-medium">History reads</dt>
            <dd data-testid="history-taste">
              {taste.used ?? '?'} of {taste.allowance} this month
            </dd>
          </div>
        )}
        <div className="flex gap-1">
          <dt className="font-medium">Feed</dt>
          <dd title={feed.reason ? describeRefusal(feed.reason) : undefined}>
            {feedText}
            {feed.state === 'stopped' && feed.reason ? (
              <FeedReason text={describeRefusal(feed.reason)} />
            ) : null}
          </dd>
        </div>
        {budget && (
          // One line on a phone (its own, under tier and feed), so the strip keeps the height its
          // placeholder holds (shell.tsx) whatever the count reads: the label is shorter there and
          // the manual refresh's note waits for a wider screen (the count itself shows the spend).
          <div
            className="min-w-0 max-sm:order-last max-sm:basis-full max-sm:truncate"
            data-testid="day-count"
          >
            {/* Through the gateway the count is the key's, shared by every browser on it (a desk). */}
            <dt
              className="inline whitespace-nowrap font-medium"
              title={
                connection.mode === 'gateway' ? 'Shared by everyone using this dashboard’s key' : undefined
              }
            >
              {day?.label === 'Requests left today' ? (
                <>
                  <span className="sm:hidden">Left today</span>
                  <span className="hidden sm:inline">{day.label}</span>
                </>
              ) : (
                day?.label
              )}
            </dt>{' '}
            <dd className="inline">
              {day?.text}
              {budget.stopped && budget.blockedUntil
                ? ` · paused until ${clock(budget.blockedUntil)}`
                : budget.nextRefreshAt
                  ? ` · next refresh ${clock(budget.nextRefreshAt)}`
                  : ''}
              {budget.manualAt !== null && (
                <span className="hidden sm:inline">
                  {' '}
                  · you refreshed at {clock(budget.manualAt)} (1 request)
                </span>
              )}
            </dd>
          </div>
        )}
        {/* On a FREE key refreshes are planned to last the day; a fan may still spend one now. On a
            phone the button sits on the first line, beside tier and feed, no taller than its text. */}
        {budget &&
          refreshNow &&
          knownTier === 'free' &&
          budget.tier === 'free' &&
          budget.liveViewOpen &&
          budget.requestsLeft > 0 && (
            <div className="flex">
              <dt className="sr-only">Live list</dt>
              <dd>
                {/* Beside a failed usage read's Retry there is room on a phone's first line only
                    for "Refresh"; its name keeps the cost. */}
                <button
                  type="button"
                  onClick={refreshNow}
                  disabled={budget.blockedUntil !== null}
                  aria-label="Refresh now (1 request)"
                  className="rounded border border-slate-300 px-1.5 font-medium leading-[14px] hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-700 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800"
                >
                  Refresh
                  <span className={usage.isError ? 'max-sm:hidden' : undefined}>
                    {' '}
                    now <span className="font-normal">(1 request)</span>
                  </span>
                </button>
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
