import { type FocusEvent, type PointerEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { holdInPlace, movedIds, reconcileOrder, sameOrder } from './trade-order';

/** How long a moved card stays marked after a re-sort. */
export const MOVED_MARK_MS = 1_500;
/** The periodic re-sort: often enough to follow play, rare enough to read a card. */
export const AUTO_RESORT_MS = 5_000;

interface TradeOrderOptions {
  /** Live matches in the service's order. */
  ids: readonly number[];
  /** The order the trader asked for, from the freshest data (read when a re-sort runs). */
  rank: () => number[];
  /** Changes when the trader changes what the order means (sort, pins): the grid re-sorts at once. */
  requestKey: string;
  /** Re-sort every `everyMs` as well as on request. */
  auto: boolean;
  everyMs?: number;
  /** A card the periodic re-sort holds in place besides the focused and pointed ones (the expanded card). */
  alsoHold?: number | null;
}

const idOf = (target: EventTarget | null): number | null => {
  const el = target instanceof Element ? target.closest<HTMLElement>('[data-match-id]') : null;
  const id = Number(el?.dataset.matchId);
  return el && Number.isFinite(id) ? id : null;
};

/**
 * The grid's order, held between re-sorts. A re-sort runs when the trader asks (`resort`, a new sort
 * or pin) or every `everyMs` when `auto`; the periodic one never moves a card with keyboard focus or
 * the pointer inside it (`holdHandlers` go on the list). Cards a re-sort moved are in `moved` for a
 * moment so the eye can follow them.
 */
export function useTradeOrder({
  ids,
  rank,
  requestKey,
  auto,
  everyMs = AUTO_RESORT_MS,
  alsoHold = null,
}: TradeOrderOptions) {
  const [held, setHeld] = useState<readonly number[]>(rank);
  const order = useMemo(() => reconcileOrder(held, ids), [held, ids]);
  const [moved, setMoved] = useState<ReadonlySet<number>>(() => new Set());
  // Refs, not state: focus and pointer moves must not re-render 24 cards.
  const shown = useRef(order);
  shown.current = order;
  const rankRef = useRef(rank);
  rankRef.current = rank;
  const focusId = useRef<number | null>(null);
  const pointerId = useRef<number | null>(null);
  const heldId = useRef(alsoHold);
  heldId.current = alsoHold;
  const clearMarks = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const apply = useCallback((hold: boolean) => {
    const prev = shown.current;
    const wanted = rankRef.current();
    const keep = new Set<number>();
    if (hold)
      for (const id of [focusId.current, pointerId.current, heldId.current]) if (id !== null) keep.add(id);
    const next = holdInPlace(prev, wanted, keep);
    if (sameOrder(prev, next)) return;
    setHeld(next);
    setMoved(movedIds(prev, next));
    clearTimeout(clearMarks.current);
    clearMarks.current = setTimeout(() => setMoved(new Set()), MOVED_MARK_MS);
  }, []);

  // The trader's own act is obeyed at once, focused card included (pinning a card moves it on purpose).
  const resort = useCallback(() => apply(false), [apply]);
  const firstKey = useRef(requestKey);
  useEffect(() => {
    if (requestKey === firstKey.current) return;
    firstKey.current = requestKey;
    apply(false);
  }, [requestKey, apply]);

  useEffect(() => {
    if (!auto) return;
    const timer = setInterval(() => apply(true), everyMs);
    return () => clearInterval(timer);
  }, [auto, everyMs, apply]);
  useEffect(() => () => clearTimeout(clearMarks.current), []);

  const holdHandlers = useMemo(
    () => ({
      onFocus: (e: FocusEvent) => {
        focusId.current = idOf(e.target);
      },
      onBlur: (e: FocusEvent) => {
        focusId.current = idOf(e.relatedTarget);
      },
      onPointerOver: (e: PointerEvent) => {
        pointerId.current = idOf(e.target);
      },
      onPointerLeave: () => {
        pointerId.current = null;
      },
    }),
    [],
  );

  return { order, moved, resort, holdHandlers };
}
