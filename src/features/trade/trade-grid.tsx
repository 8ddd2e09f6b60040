import { type FocusEvent, memo, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { Match } from '../../../contract/match';
import type { Score } from '../../../contract/score';
import { useNow } from '../../lib/use-now';
import { shownScore } from '../../live/merge/score-order';
import { useLiveStoreApi } from '../../live/store/live-hooks';
import { watchAlongStore } from '../../live/watch-along/watch-along-store';
import { GridBar } from './grid-bar';
import { onGridKeyDown } from './grid-keys';
import { LiveTradeCard } from './live-trade-card';
import { planPriceReads } from './price-plan';
import { SERIES_POINTS } from './price-series';
import { TradeChartsProvider, useSeriesBook } from './trade-charts';
import { createRowCache } from './row-cache';
import { toTradeRow } from './trade-row';
import { rankIds, type TradeSort } from './trade-sort';
import { TradeTierNotice } from './trade-states';
import { useCardMoves } from './use-card-moves';
import { useChartSeeds } from './use-chart-seeds';
import { type ReadQuote, usePriceReads } from './use-price-reads';
import { usePrimed } from './use-primed';
import { useTradeOrder } from './use-trade-order';
import { useCardsInView } from './visible-cards';

interface TradeGridProps {
  matches: readonly Match[];
  sort: TradeSort;
  /** The key's tier when known (budget installed); null lets the answers tell. */
  tier: string | null;
  alertsOn: boolean;
  announce?: (title: string) => void;
  pins: ReadonlySet<number>;
  onPin: (matchId: number) => void;
  /** The live sort: re-sort every few seconds while the trader is not in the grid. */
  auto: boolean;
  onAuto: (on: boolean) => void;
  /** The card showing its what-if matrix (the live sort waits while one is open). */
  expanded?: number | null;
  onExpand?: (matchId: number) => void;
}

const BELOW_PRO = new Set(['free', 'basic']);
const NONE_HIDDEN: readonly number[] = [];
/** Cards priced when the browser cannot tell which are in sight (no IntersectionObserver). */
const UNSEEN_PRICED = 12;
/** Cards drawn before the first read of the screen: more than a 2560×1440 screen holds (about 45). */
const DRAWN_AT_FIRST = 60;

/**
 * Every live match as a card, in the trader's order; arrows move between cards. Memoised: the page
 * re-renders on every rewrite of the cached list, the grid only when its listing changed
 * (grid-listing.ts) or the trader changed something.
 */
export const TradeGrid = memo(function TradeGrid(props: TradeGridProps) {
  return (
    <TradeChartsProvider>
      <Grid {...props} />
    </TradeChartsProvider>
  );
});

function Grid({
  matches,
  sort,
  tier,
  alertsOn,
  announce,
  pins,
  onPin,
  auto,
  onAuto,
  expanded = null,
  onExpand,
}: TradeGridProps) {
  const now = useNow();
  const live = useLiveStoreApi();
  // Prices are PRO: a lower key would only collect 403s, so it does not ask.
  const pricesAllowed = tier === null || !BELOW_PRO.has(tier);
  const list = useRef<HTMLUListElement>(null);
  const idsKey = matches.map((m) => m.id).join(',');
  // Cards near the screen (a screen either side) are priced; those on screen and a little beyond are
  // drawn live, so a short scroll finds them already current.
  const { view: inView, refresh: readView } = useCardsInView(list, `${idsKey}|${expanded}`);
  const nearScreen = inView?.near ?? null;
  const onScreen = inView?.sight ?? null;
  // Cards on screen (and a screen ahead) are priced by one plan (price-plan.ts): those on screen at
  // the tier's pace, those a screen ahead with what is left. The last render's order (the service's
  // before the first) puts the cards in sight first.
  const shownOrder = useRef<readonly number[]>([]);
  const plan = useMemo(() => {
    const byMatch = new Map(matches.map((m) => [m.id, m]));
    const ordered = shownOrder.current.length > 0 ? shownOrder.current : matches.map((m) => m.id);
    const shown = nearScreen ? new Set(nearScreen) : null;
    const sight = onScreen ? new Set(onScreen) : null;
    // Without an IntersectionObserver nothing says what is in sight: the first screenful is priced.
    const cards = ordered
      .filter((id) => byMatch.has(id) && (!shown || shown.has(id)))
      .slice(0, shown ? undefined : UNSEEN_PRICED)
      .map((id) => ({
        id,
        hasMarket: byMatch.get(id)?.has_market !== false,
        inSight: !sight || sight.has(id),
      }));
    return planPriceReads(cards, tier);
  }, [matches, nearScreen, onScreen, tier]);
  const fresh = usePriceReads(plan, pricesAllowed, SERIES_POINTS);
  // A card scrolled away keeps its last quote; its price age keeps growing, so it reads as old.
  const held = useRef(new Map<number, ReadQuote>());
  const quotes = useMemo(() => {
    for (const [id, q] of fresh.quotes) held.current.set(id, q);
    return new Map(held.current);
  }, [fresh.quotes]);
  const book = useSeriesBook();
  useEffect(() => {
    for (const [id, q] of fresh.quotes) book?.ticksRead(id, q.history);
  }, [book, fresh.quotes]);
  const gated = fresh.gated;
  const hiddenIds = useStore(watchAlongStore, (s) => (s.spoilerFree ? s.hiddenMatchIds : NONE_HIDDEN));

  // The order asked for, from the freshest scores (the live store) at the moment a re-sort runs.
  const rank = () => {
    const scores = live.store.getState().scores;
    const at = Date.now();
    const rows = matches.map((m) =>
      toTradeRow(m, shownScore(m.score, scores[m.id]) as Score | null, quotes.get(m.id), at),
    );
    return rankIds(rows, sort, pins, new Set(hiddenIds));
  };
  const ids = useMemo(() => matches.map((m) => m.id), [matches]);
  // Sorted once more, by itself, when the first prices are in (an edge order needs them).
  const primed = usePrimed(plan.ids, quotes, pricesAllowed && !gated);
  const { order, moved, pending, resort, holdHandlers } = useTradeOrder({
    ids,
    rank,
    requestKey: `${sort}|${[...pins].join(',')}|${hiddenIds.join(',')}|${primed}`,
    auto,
    alsoHold: expanded,
    now,
  });
  shownOrder.current = order;
  const [rows] = useState(createRowCache);
  const byId = useMemo(() => new Map(matches.map((m) => [m.id, m])), [matches]);
  // Cards that left the grid (finished, filtered out) let go of their row and their last quote.
  useEffect(() => {
    const present = new Set(ids);
    rows.prune(present);
    for (const id of held.current.keys()) if (!present.has(id)) held.current.delete(id);
  }, [ids, rows]);
  const visible = useMemo(() => (onScreen ? new Set(onScreen) : null), [onScreen]);
  useCardMoves(list, order, visible, expanded);
  // Cards near the screen (a screen either side) are drawn; the rest are their link alone. The
  // expanded card and the one holding focus stay drawn wherever they are.
  const near = useMemo(
    () => (nearScreen && nearScreen.length > 0 ? new Set(nearScreen) : null),
    [nearScreen],
  );
  const [focused, setFocused] = useState<number | null>(null);
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    holdHandlers.onFocus();
    const card = (event.target as HTMLElement).closest<HTMLElement>('[data-match-id]');
    setFocused(card ? Number(card.dataset.matchId) : null);
  };
  const isDrawn = (id: number, index: number) =>
    inView === null || id === expanded || id === focused || (near ? near.has(id) : index < DRAWN_AT_FIRST);
  // A re-sort moves cards into and out of sight without changing which cards there are.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the order changes.
  useEffect(() => readView(), [order, readView]);

  // Model fields are absent (not null) below ULTRA, so their absence on every row tells the tier.
  const noModel =
    matches.length > 0 && matches.every((m) => m.score === null || !('win_probability_p1' in m.score));
  // Without the model a card drops its model, edge and importance columns: a row of dashes says
  // nothing the tier notice has not said once.
  const model = tier === null ? !noModel : tier === 'ultra';
  // Charts of the cards in sight start with their recent history (in the order shown).
  const inSight = useMemo(() => (visible ? order.filter((id) => visible.has(id)) : null), [order, visible]);
  // Every priced card's read carries its chart's history, so the seeds read only the model's tape.
  useChartSeeds({ book, onScreen: inSight, model, prices: false, quoted: plan.ids });
  const notice =
    !pricesAllowed || gated ? 'PRO' : tier === 'pro' || (tier === null && noModel) ? 'ULTRA' : null;
  return (
    <div className="@container grid gap-3">
      {notice && <TradeTierNotice tier={notice} />}
      <GridBar
        model={model}
        auto={auto}
        onAuto={onAuto}
        onResort={resort}
        pending={pending}
        prices={pricesAllowed && !gated ? plan : null}
        liveMatches={matches.length}
      />
      <ul
        ref={list}
        aria-label="Live matches, arrow keys move between cards"
        onKeyDown={onGridKeyDown}
        {...holdHandlers}
        onFocus={onFocus}
        // Columns of 16.5 rem from two cards' width up (the wrapper is the container queried, as in
        // trade-card.tsx), so a card spans two columns only where there are two. Positioned: card
        // offsets are the list's.
        className="relative grid gap-2 @min-[33.5rem]:grid-cols-[repeat(auto-fill,minmax(16.5rem,1fr))]"
      >
        {order.map((id, index) => {
          const match = byId.get(id);
          if (!match) return null;
          const on = visible ? visible.has(id) : true;
          return (
            <LiveTradeCard
              key={id}
              row={rows.rowOf(match, quotes.get(id))}
              alertsOn={alertsOn}
              announce={announce}
              // Only a card in sight is marked as moved: a mark off screen is a render nobody sees.
              place={{
                pinned: pins.has(id),
                onPin,
                moved: on && moved.has(id),
                onScreen: on,
                model,
                expanded: expanded === id,
                onExpand,
                drawn: isDrawn(id, index),
              }}
            />
          );
        })}
      </ul>
    </div>
  );
}
