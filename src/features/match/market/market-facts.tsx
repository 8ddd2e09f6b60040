import type { Market } from '../../../../contract/market';
import { AbsentValue } from '../../../components/absent-value';
import { Badge } from '../../../components/badge';
import { NumberText } from '../../../components/number-text';
import { ageLabel } from '../../../lib/match-labels';
import { useNow } from '../../../lib/use-now';

const STATUS: Record<string, string> = { active: 'Open', resolved: 'Settled', closed: 'Closed' };

/** Volume and liquidity with how old they are, the market's state, and whether it is simulated. */
export function MarketFacts({
  market,
  readAt,
  simulated,
}: {
  market: Market | null | undefined;
  /** Epoch ms the match detail (which carries the market) was read. */
  readAt: number;
  simulated: boolean;
}) {
  const now = useNow(5_000);
  const age = readAt > 0 ? ageLabel(Math.max(0, (now - readAt) / 1000)) : null;
  const status = market?.status ?? null;
  return (
    <div className="grid gap-2">
      {simulated && (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
          <Badge tone="warning">Simulated</Badge> This market is simulated by the local data service: its
          prices, volume and liquidity are generated, not traded.
        </p>
      )}
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" data-testid="market-facts">
        <div className="rounded-md border border-slate-200 p-2 dark:border-slate-800">
          <dt className="text-xs text-slate-600 dark:text-slate-300">Market</dt>
          <dd className="font-semibold">
            {status === null ? <AbsentValue /> : (STATUS[status] ?? <span title={status}>Unknown</span>)}
          </dd>
        </div>
        <div className="rounded-md border border-slate-200 p-2 dark:border-slate-800">
          <dt className="text-xs text-slate-600 dark:text-slate-300">Volume</dt>
          <dd className="font-semibold">
            <NumberText value={market?.volume} decimals={0} absentLabel="volume not given" />
          </dd>
        </div>
        <div className="rounded-md border border-slate-200 p-2 dark:border-slate-800">
          <dt className="text-xs text-slate-600 dark:text-slate-300">Liquidity</dt>
          <dd className="font-semibold">
            <NumberText value={market?.liquidity} decimals={0} absentLabel="liquidity not given" />
          </dd>
        </div>
        <div className="rounded-md border border-slate-200 p-2 dark:border-slate-800">
          <dt className="text-xs text-slate-600 dark:text-slate-300">Volume and liquidity as of</dt>
          <dd className="font-semibold">{age ? `${age} ago` : <AbsentValue />}</dd>
        </div>
      </dl>
    </div>
  );
}
