import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useBudgetStatus } from '../../queries/budget-context';
import { useLiveSlate } from '../../queries/view-hooks';
import { useAlertOptIn } from './break-point-alerts';
import { TradeGrid } from './trade-grid';
import { parseSort, type TradeSort } from './trade-sort';
import { TradeEmpty, TradeError, TradeLoading } from './trade-states';
import { TradeToolbar } from './trade-toolbar';

/** Route "/trade": every live match as a compact card for traders; `?sort=` keeps the order shareable. */
export function TradePage({ announce }: { announce?: (title: string) => void } = {}) {
  const [params, setParams] = useSearchParams();
  const sort = parseSort(params.get('sort'));
  const [alertsOn, setAlertsOn] = useAlertOptIn();
  const tier = useBudgetStatus()?.tier ?? null;
  const query = useLiveSlate();

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
  else if ((query.data?.data.length ?? 0) === 0) body = <TradeEmpty />;
  else
    body = (
      <TradeGrid
        matches={query.data?.data ?? []}
        sort={sort}
        tier={tier}
        alertsOn={alertsOn}
        announce={announce}
      />
    );

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Trader grid</h1>
      <TradeToolbar sort={sort} onSort={onSort} alertsOn={alertsOn} onAlerts={setAlertsOn} />
      {body}
    </div>
  );
}
