import { useMemo, useRef } from 'react';
import { useStore } from 'zustand';
import type { Match } from '../../../contract/match';
import { watchAlongStore } from '../../live/watch-along/watch-along-store';
import { onGridKeyDown } from './grid-keys';
import { LiveTradeCard } from './live-trade-card';
import { MAX_QUOTED, type MarketQuote, useMarketQuotes } from '../../queries/market-quotes';
import { toTradeRow } from './trade-row';
import { sortShownFirst, type TradeSort } from './trade-sort';
import { TradeTierNotice } from './trade-states';
import { useNow } from './use-now';
import { useVisibleCardIds } from './visible-cards';

interface TradeGridProps {
  matches: readonly Match[];
  sort: TradeSort;
  /** The key's tier when known (budget installed); null lets the answers tell. */
  tier: string | null;
  alertsOn: boolean;
  announce?: (title: string) => void;
}

const BELOW_PRO = new Set(['free', 'basic']);
const NONE_HIDDEN: readonly number[] = [];

/** Every live match as a card, sorted as asked; arrows move between cards. */
export function TradeGrid({ matches, sort, tier, alertsOn, announce }: TradeGridProps) {
  const now = useNow();
  // Prices are PRO: a lower key would only collect 403s, so it does not ask.
  const pricesAllowed = tier === null || !BELOW_PRO.has(tier);
  const list = useRef<HTMLUListElement>(null);
  const idsKey = matches.map((m) => m.id).join(',');
  const onScreen = useVisibleCardIds(list, idsKey);
  // Cards on screen (and a screen ahead) are quoted, at most MAX_QUOTED at once; without an
  // IntersectionObserver the first markets in the service's order are.
  const marketIds = useMemo(() => {
    const withMarket = matches.filter((m) => m.has_market !== false);
    const shown = onScreen ? new Set(onScreen) : null;
    return (shown ? withMarket.filter((m) => shown.has(m.id)) : withMarket)
      .slice(0, MAX_QUOTED)
      .map((m) => m.id);
  }, [matches, onScreen]);
  const fresh = useMarketQuotes(marketIds, pricesAllowed, tier);
  // A card scrolled away keeps its last quote; its price age keeps growing, so it reads as old.
  const held = useRef(new Map<number, MarketQuote>());
  const quotes = useMemo(() => {
    for (const [id, q] of fresh.quotes) held.current.set(id, q);
    return new Map(held.current);
  }, [fresh.quotes]);
  const gated = fresh.gated;
  const hiddenIds = useStore(watchAlongStore, (s) => (s.spoilerFree ? s.hiddenMatchIds : NONE_HIDDEN));
  const rows = useMemo(
    () =>
      sortShownFirst(
        matches.map((m) => toTradeRow(m, m.score, quotes.get(m.id), now)),
        sort,
        new Set(hiddenIds),
      ),
    [matches, quotes, now, sort, hiddenIds],
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
        ref={list}
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
