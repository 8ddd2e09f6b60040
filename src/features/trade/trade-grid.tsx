import { useMemo } from 'react';
import type { Match } from '../../../contract/match';
import { onGridKeyDown } from './grid-keys';
import { LiveTradeCard } from './live-trade-card';
import { MAX_QUOTED, useMarketQuotes } from './market-quote';
import { toTradeRow } from './trade-row';
import { sortRows, type TradeSort } from './trade-sort';
import { TradeTierNotice } from './trade-states';
import { useNow } from './use-now';

interface TradeGridProps {
  matches: readonly Match[];
  sort: TradeSort;
  /** The key's tier when known (budget installed); null lets the answers tell. */
  tier: string | null;
  alertsOn: boolean;
  announce?: (title: string) => void;
}

const BELOW_PRO = new Set(['free', 'basic']);

/** Every live match as a card, sorted as asked; arrows move between cards. */
export function TradeGrid({ matches, sort, tier, alertsOn, announce }: TradeGridProps) {
  const now = useNow();
  // Prices are PRO: a lower key would only collect 403s, so it does not ask.
  const pricesAllowed = tier === null || !BELOW_PRO.has(tier);
  // The first markets in the service's order are quoted; the rest show an absent mid (see MAX_QUOTED).
  const marketIds = useMemo(
    () =>
      matches
        .filter((m) => m.has_market !== false)
        .slice(0, MAX_QUOTED)
        .map((m) => m.id),
    [matches],
  );
  const { quotes, gated } = useMarketQuotes(marketIds, pricesAllowed, tier);
  const rows = useMemo(
    () =>
      sortRows(
        matches.map((m) => toTradeRow(m, m.score, quotes.get(m.id), now)),
        sort,
      ),
    [matches, quotes, now, sort],
  );
  // Model fields are absent (not null) below ULTRA, so their absence on every row tells the tier.
  const noModel =
    matches.length > 0 && matches.every((m) => m.score === null || !('win_probability_p1' in m.score));
  const notice =
    !pricesAllowed || gated ? 'PRO' : tier === 'pro' || (tier === null && noModel) ? 'ULTRA' : null;
  return (
    <div className="grid gap-3">
      {notice && <TradeTierNotice tier={notice} />}
      <ul
        aria-label="Live matches, arrow keys move between cards"
        onKeyDown={onGridKeyDown}
        className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3"
      >
        {rows.map((row) => (
          <LiveTradeCard key={row.match.id} row={row} alertsOn={alertsOn} announce={announce} />
        ))}
      </ul>
    </div>
  );
}
