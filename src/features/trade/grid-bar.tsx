import { Button } from '../../components/button';
import { EDGE_EXPLANATION } from '../../lib/odds-format';
import { IMPORTANCE_EXPLANATION } from '../../lib/point-importance';
import { FeedStaleBadge } from '../../match-views/feed-stale-badge';
import { useBudgetStatus } from '../../queries/budget-context';
import type { PricePlan } from './price-plan';
import { AUTO_RESORT_MS } from './use-trade-order';

interface GridBarProps {
  /** The key carries the model: the legend names its line, edge and point importance. */
  model: boolean;
  auto: boolean;
  onAuto: (on: boolean) => void;
  onResort: () => void;
  /** Cards a re-sort would move now. */
  pending: number;
  /** The price reads' plan, or null when the key has no prices. */
  prices: PricePlan | null;
  /** Live matches on the grid (the feed is only expected to speak while there are some). */
  liveMatches: number;
}

// One formatter for the line: `toLocaleString` builds a new one per call, and the line re-renders on
// every request the budget counts (several a second under a busy grid).
const COUNT = new Intl.NumberFormat('en-GB');
const count = (n: number) => COUNT.format(n);
const cards = (n: number) => `${count(n)} card${n === 1 ? '' : 's'}`;

/** About how long `left` requests last at `perMinute`, in words ("about 2 h", "about 40 min"). */
function lasts(left: number, perMinute: number): string {
  const minutes = left / perMinute;
  if (minutes >= 120) return `about ${Math.floor(minutes / 60)} h`;
  return `about ${Math.max(1, Math.floor(minutes))} min`;
}

/** What the prices cost: how many cards are read, how often, and the share of the key's requests. */
function PriceCost({ plan }: { plan: PricePlan }) {
  const budget = useBudgetStatus();
  if (plan.ids.length === 0 && plan.ahead.length === 0) return null;
  const every = (ms: number) => Math.round(ms / 1000);
  const ahead =
    plan.ahead.length > 0
      ? `, ${count(plan.ahead.length)} further off every ${every(plan.aheadEveryMs)} s`
      : '';
  const share =
    plan.limitPerMinute !== null
      ? `: ${count(plan.perMinute)} of your ${count(plan.limitPerMinute)} requests a minute` +
        (plan.capPerMinute !== null ? ` (at most ${count(plan.capPerMinute)} for prices)` : '')
      : '';
  // A day's quota runs out at this pace only on small plans; say so when it is within a working day.
  const day =
    budget && plan.perMinute > 0 && budget.requestsLeft / plan.perMinute < 12 * 60
      ? `; today’s ${count(budget.requestsLeft)} requests left last ${lasts(budget.requestsLeft, plan.perMinute)} at this pace`
      : '';
  return (
    <p data-testid="price-plan" className="text-xs text-slate-700 dark:text-slate-300">
      Prices: {cards(plan.ids.length)} on or near the screen, each read every {every(plan.everyMs)} s{ahead}
      {share}
      {day}.
    </p>
  );
}

function LineKey({ dashed, tone, children }: { dashed: boolean; tone: string; children: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <svg aria-hidden="true" width="20" height="6" className={tone}>
        <line
          x1="0"
          y1="3"
          x2="20"
          y2="3"
          stroke="currentColor"
          strokeWidth="2"
          strokeDasharray={dashed ? '4 3' : undefined}
        />
      </svg>
      {children}
    </span>
  );
}

/**
 * Above the cards: re-sort (with how many cards it would move), the live sort, what prices cost, and the legend of what a card shows (the chart's
 * lines, edge and point importance), so no number on a card goes unexplained.
 */
export function GridBar({ model, auto, onAuto, onResort, pending, prices, liveMatches }: GridBarProps) {
  return (
    <div className="grid gap-2 text-sm">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {/* Never disabled: a button that vanishes from under focus after a press strands the keyboard. */}
        <Button size="sm" onClick={onResort} data-testid="resort">
          Re-sort: {pending === 0 ? 'none' : cards(pending)} would move
        </Button>
        <label className="flex items-center gap-2 text-slate-700 dark:text-slate-300">
          <input
            type="checkbox"
            checked={auto}
            onChange={(e) => onAuto(e.target.checked)}
            className="size-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
          />
          Live sort every {AUTO_RESORT_MS / 1000} s
          {/* Short on a phone, so the stale mark after it fits the same line and moves nothing below. */}
          <span className="-ml-1 hidden sm:inline">(waits while you are in the grid)</span>
        </label>
        {/* Last in the row, so its coming and going moves neither control. */}
        <FeedStaleBadge liveMatches={liveMatches} />
      </div>
      {prices && <PriceCost plan={prices} />}
      <details className="text-xs text-slate-700 dark:text-slate-300">
        <summary className="cursor-pointer select-none font-medium">
          Legend:{' '}
          {model && (
            <>
              <LineKey dashed={false} tone="text-sky-700 dark:text-sky-300">
                model
              </LineKey>{' '}
            </>
          )}
          <LineKey dashed tone="text-amber-700 dark:text-amber-400">
            market mid
          </LineKey>{' '}
          over the last 30 points{model ? '; edge, point importance' : '; back and lay'}
        </summary>
        <ul className="mt-1 grid gap-1 pl-4">
          {model && <li>{EDGE_EXPLANATION}</li>}
          {model && <li>{IMPORTANCE_EXPLANATION}</li>}
          <li>
            Back / Lay: the best price to back (the offer) and to lay (the bid) on the first-named player.
          </li>
          <li>
            The order holds until you re-sort; new matches join at the end. A pinned match stays on top. Cards
            that moved in a re-sort are outlined for a moment.
          </li>
        </ul>
      </details>
    </div>
  );
}
