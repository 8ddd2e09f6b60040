import { type RefObject, useLayoutEffect, useRef } from 'react';

/** How long a card takes to glide to its new place after a re-sort. */
const MOVE_MS = 300;

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** A card's box in the list (offsets: scrolling between two orders does not count as a move). */
interface CardBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where a card moved by a re-sort starts its glide, as a translation from its new box: from its old
 * place, or null when it should not glide. A card that changed size (the expanded card) does not
 * glide: drawn at its old place in its new size it would lie over its neighbours, and a card grown
 * two columns wide started from the last column would reach past the list's right edge (the page
 * then scrolls sideways for the glide's length). The start is also kept inside the list's width.
 */
export function glideFrom(
  was: CardBox | undefined,
  at: CardBox,
  listWidth: number,
): { dx: number; dy: number } | null {
  if (!was || was.width !== at.width || was.height !== at.height) return null;
  const left = Math.min(Math.max(was.x, 0), Math.max(0, listWidth - at.width));
  const dx = left - at.x;
  const dy = was.y - at.y;
  return dx === 0 && dy === 0 ? null : { dx, dy };
}

/**
 * Animates cards from their old place to their new one when the order changes (first, last, invert,
 * play): positions are read from the list's layout, and only the cards on screen are measured and
 * animated. The eye follows a card that moved instead of finding it again. Only a new order glides:
 * a card expanded or folded (`layout` changed) moves the cards after it, and they jump as any reflow
 * does. A glide still running then ends at once: its start was measured in the layout before, so
 * carried on over the new one it drew a card up to a column past the list's right edge, and the page
 * scrolled sideways. Nothing moves under `prefers-reduced-motion`.
 */
export function useCardMoves(
  list: RefObject<HTMLElement | null>,
  order: readonly number[],
  onScreen: ReadonlySet<number> | null,
  layout: unknown,
): void {
  const last = useRef(new Map<number, CardBox>());
  const lastOrder = useRef(order);
  const lastLayout = useRef(layout);
  const gliding = useRef(new Set<Animation>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the order, the cards in sight or the layout change.
  useLayoutEffect(() => {
    const root = list.current;
    if (!root) return;
    if (lastLayout.current !== layout) {
      lastLayout.current = layout;
      for (const animation of gliding.current) animation.finish();
      gliding.current.clear();
    }
    const reordered = lastOrder.current !== order;
    lastOrder.current = order;
    const glide = reordered && !reducedMotion();
    const now = new Map<number, CardBox>();
    for (const el of root.querySelectorAll<HTMLElement>(':scope > [data-match-id]')) {
      const id = Number(el.dataset.matchId);
      if (onScreen && !onScreen.has(id)) continue;
      const at = { x: el.offsetLeft, y: el.offsetTop, width: el.offsetWidth, height: el.offsetHeight };
      now.set(id, at);
      if (!glide || typeof el.animate !== 'function') continue;
      const from = glideFrom(last.current.get(id), at, root.clientWidth);
      if (!from) continue;
      const animation = el.animate(
        [{ transform: `translate(${from.dx}px, ${from.dy}px)` }, { transform: 'none' }],
        { duration: MOVE_MS, easing: 'ease-out' },
      );
      gliding.current.add(animation);
      animation.addEventListener('finish', () => gliding.current.delete(animation));
    }
    last.current = now;
  }, [order, onScreen, layout]);
}
