import { type FocusEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type GridAttention, movedIds, nextOrder, reconcileOrder } from './trade-order';

/** How long a moved card stays marked after a re-sort. */
export const MOVED_MARK_MS = 1_500;
/** The live sort's period: often enough to follow play, rare enough to read a card. */
export const AUTO_RESORT_MS = 5_000;

interface TradeOrderOptions {
  /** Live matches in the service's order. */
  ids: readonly number[];
  /** The order the trader asked for, from the freshest data (read when a re-sort runs). */
  rank: () => readonly number[];
  /** Changes when the trader changes what the order means (sort, pins): the grid re-sorts at once. */
  requestKey: string;
  /** The live sort: re-sort every `everyMs` while the trader is not in the grid. */
  auto: boolean;
  everyMs?: number;
  /** A card is expanded: the live sort waits until it folds. */
  alsoHold?: number | null;
  /** The caller's clock tick: how many cards a re-sort would move is counted again on each. */
  now?: number;
}

/**
 * The grid's order (rules in trade-order.ts): held until the trader asks (`resort`, a new sort or
 * pin), with matches that start appended and those that end dropped; with `auto`, re-sorted every
 * `everyMs` unless the pointer or focus is in the grid or a card is expanded (`holdHandlers` go on
 * the list). `pending` counts the cards a re-sort would move now; `moved` marks those the last one
 * moved, for a moment.
 */
export function useTradeOrder({
  ids,
  rank,
  requestKey,
  auto,
  everyMs = AUTO_RESORT_MS,
  alsoHold = null,
  now,
}: TradeOrderOptions) {
  const [held, setHeld] = useState<readonly number[]>(rank);
  const order = useMemo(() => nextOrder(held, { kind: 'listing', ids }), [held, ids]);
  const [moved, setMoved] = useState<ReadonlySet<number>>(() => new Set());
  // Refs, not state: pointer and focus moves must not re-render the cards.
  const shown = useRef(order);
  shown.current = order;
  const rankRef = useRef(rank);
  rankRef.current = rank;
  const attention = useRef<GridAttention>({ pointer: false, focus: false, expanded: false });
  attention.current.expanded = alsoHold !== null;
  const clearMarks = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const apply = useCallback((kind: 'asked' | 'tick', live = false) => {
    const prev = shown.current;
    const wanted = reconcileOrder(rankRef.current(), prev);
    const next =
      kind === 'asked'
        ? nextOrder(prev, { kind, wanted })
        : nextOrder(prev, { kind, wanted, live, attention: { ...attention.current } });
    if (next === prev) return;
    setHeld(next);
    setMoved(movedIds(prev, next));
    clearTimeout(clearMarks.current);
    clearMarks.current = setTimeout(() => setMoved(new Set()), MOVED_MARK_MS);
  }, []);

  const resort = useCallback(() => apply('asked'), [apply]);
  const firstKey = useRef(requestKey);
  useEffect(() => {
    if (requestKey === firstKey.current) return;
    firstKey.current = requestKey;
    apply('asked');
  }, [requestKey, apply]);

  useEffect(() => {
    if (!auto) return;
    const timer = setInterval(() => apply('tick', true), everyMs);
    return () => clearInterval(timer);
  }, [auto, everyMs, apply]);
  useEffect(() => () => clearTimeout(clearMarks.current), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `now` is the tick that counts again.
  const pending = useMemo(() => movedIds(order, rankRef.current()).size, [order, now]);

  const holdHandlers = useMemo(
    () => ({
      onFocus: () => {
        attention.current.focus = true;
      },
      onBlur: (e: FocusEvent) => {
        const to = e.relatedTarget;
        attention.current.focus = to instanceof Node && e.currentTarget.contains(to);
      },
      onPointerEnter: () => {
        attention.current.pointer = true;
      },
      onPointerLeave: () => {
        attention.current.pointer = false;
      },
    }),
    [],
  );

  return { order, moved, pending, resort, holdHandlers };
}
