import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Match } from '../../../contract/match';
import { useBudgetTier } from '../../queries/budget-context';
import { useLiveSlate } from '../../queries/view-hooks';
import { useAutoResort } from './auto-resort';
import { useAlertOptIn } from './break-point-alerts';
import { useExpandedCard } from './expanded-card';
import { usePins } from './pins';
import { useGridListingSelect } from './grid-listing';
import { TradeGrid } from './trade-grid';
import { availableSorts, defaultSort, parseSort, type TradeSort } from './trade-sort';
import { TradeEmpty, TradeError, TradeLoading } from './trade-states';
import { TradeToolbar } from './trade-toolbar';

// The model (ULTRA) is known by the key's tier when the budget knows it, else by the rows: below
// ULTRA the model fields are absent from every score.
function hasModel(tier: string | null, matches: readonly Match[]): boolean {
  if (tier !== null) return tier === 'ultra';
  return matches.some((m) => m.score !== null && 'win_probability_p1' in m.score);
}

const NO_MATCHES: readonly Match[] = [];

/** Route "/trade": every live match as a compact card for traders; `?sort=` keeps the order shareable. */
export function TradePage({ announce }: { announce?: (title: string) => void } = {}) {
  const [params, setParams] = useSearchParams();
  const [alertsOn, setAlertsOn] = useAlertOptIn();
  const [pins, togglePin] = usePins();
  const [auto, setAuto] = useAutoResort();
  const [expanded, toggleExpanded] = useExpandedCard();
  const tier = useBudgetTier();
  // The page re-renders when the grid's listing changes, not on each rewrite of the cached list.
  const query = useLiveSlate(useGridListingSelect());
  const matches = query.data ?? NO_MATCHES;
  const model = hasModel(tier, matches);
  const sorts = availableSorts(model);
  const asked = parseSort(params.get('sort'));
  const sort = asked !== null && sorts.includes(asked) ? asked : defaultSort(model);

  useEffect(() => {
    document.title = 'Trader grid · Courtside';
  }, []);

  const onSort = (next: TradeSort) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        p.set('sort', next);
        return p;
      },
      { replace: true },
    );

  let body: React.ReactNode;
  if (query.isPending) body = <TradeLoading />;
  else if (query.isError && !query.data)
    body = <TradeError error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  else if (matches.length === 0) body = <TradeEmpty />;
  else
    body = (
      <TradeGrid
        matches={matches}
        sort={sort}
        tier={tier}
        alertsOn={alertsOn}
        announce={announce}
        pins={pins}
        onPin={togglePin}
        auto={auto}
        onAuto={setAuto}
        expanded={expanded}
        onExpand={toggleExpanded}
      />
    );

  // On a wide screen the grid leaves the shell's reading width and fills the window, as a trader's
  // ladder would (the shell's main is max-w-6xl = 72rem; 1rem short of each edge, minus a scrollbar).
  return (
    <div className="grid gap-4 2xl:mx-[calc(36rem-50vw+1.5rem)]">
      <h1 className="text-2xl font-bold tracking-tight">Trader grid</h1>
      <Link
        to="/trade/lab"
        className="justify-self-start text-sm font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
      >
        In-play lab: test a rule on recorded matches
      </Link>
      <TradeToolbar sorts={sorts} sort={sort} onSort={onSort} alertsOn={alertsOn} onAlerts={setAlertsOn} />
      {body}
    </div>
  );
}
