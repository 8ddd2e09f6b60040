import { type RefObject, useLayoutEffect, useRef } from 'react';

/** How long a card takes to glide to its new place after a re-sort. */
const MOVE_MS = 300;

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * Animates cards from their old place to their new one when the order changes (first, last, invert,
 * play): positions are read from the list's layout (offsets, so scrolling between two orders does
 * not count as a move), and only the cards on screen are measured and animated. The eye follows a
 * card that moved instead of finding it again. Nothing moves under `prefers-reduced-motion`.
 */
export function useCardMoves(
  list: RefObject<HTMLElement | null>,
  order: readonly number[],
  onScreen: ReadonlySet<number> | null,
): void {
  const last = useRef(new Map<number, { x: number; y: number }>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the order (or the cards in sight) change.
  useLayoutEffect(() => {
    const root = list.current;
    if (!root) return;
    const now = new Map<number, { x: number; y: number }>();
    for (const el of root.querySelectorAll<HTMLElement>(':scope > [data-match-id]')) {
      const id = Number(el.dataset.matchId);
      if (onScreen && !onScreen.has(id)) continue;
      const at = { x: el.offsetLeft, y: el.offsetTop };
      now.set(id, at);
      const was = last.current.get(id);
      if (!was || reducedMotion() || typeof el.animate !== 'function') continue;
      const dx = was.x - at.x;
      const dy = was.y - at.y;
      if (dx === 0 && dy === 0) continue;
      el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], {
        duration: MOVE_MS,
        easing: 'ease-out',
      });
    }
    last.current = now;
  }, [order, onScreen]);
}
