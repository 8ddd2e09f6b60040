import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** The cards near the screen (priced) and those in sight (drawn live), each as sorted match ids. */
export interface CardsInView {
  near: number[];
  sight: number[];
}

const NOTHING_YET: CardsInView = { near: [], sight: [] };

/**
 * Which of `cards` (elements carrying `data-match-id`, in the grid's order) lie within `near` and
 * `sight` screens of the viewport (a fraction of its height either side). Grid items in order never
 * start above the one before them, so the scan stops at the first card below the wider margin.
 */
export function cardsInView(
  cards: Iterable<HTMLElement>,
  viewportHeight: number,
  near: number,
  sight: number,
): CardsInView {
  const out: CardsInView = { near: [], sight: [] };
  const nearAbove = -near * viewportHeight;
  const nearBelow = viewportHeight * (1 + near);
  const sightAbove = -sight * viewportHeight;
  const sightBelow = viewportHeight * (1 + sight);
  for (const el of cards) {
    const id = Number(el.dataset.matchId);
    if (!Number.isFinite(id)) continue;
    const box = el.getBoundingClientRect();
    if (box.top >= nearBelow) break;
    if (box.bottom <= nearAbove) continue;
    out.near.push(id);
    if (box.bottom > sightAbove && box.top < sightBelow) out.sight.push(id);
  }
  out.near.sort((a, b) => a - b);
  out.sight.sort((a, b) => a - b);
  return out;
}

const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The cards of `list` near the screen and in sight, so prices are asked only for what a trader can
 * see (the service has no bulk price read and every quote is one request) and only those cards follow
 * every frame and draw their charts. Null where the browser cannot tell (no IntersectionObserver:
 * a test's document without layout; the caller picks a fixed set instead).
 *
 * Read from the cards' boxes on scroll, on resize, when the cards change (`key`) or move (`refresh`), and once a second
 * (content above the grid may move it): two IntersectionObservers over 440 cards cost the busy grid
 * about a tenth of a core computing intersections on every frame, scroll or not.
 */
export function useCardsInView(
  list: RefObject<HTMLElement | null>,
  key: string,
  { near = 1, sight = 0.25 }: { near?: number; sight?: number } = {},
): { view: CardsInView | null; refresh: () => void } {
  const soonRef = useRef<() => void>(() => {});
  const [view, setView] = useState<CardsInView | null>(() =>
    typeof IntersectionObserver === 'undefined' ? null : NOTHING_YET,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` changes when the cards change; they must be read again.
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    let frame = 0;
    const read = () => {
      frame = 0;
      const root = list.current;
      if (!root) return;
      const cards = root.querySelectorAll<HTMLElement>(':scope > [data-match-id]');
      const next = cardsInView(cards, window.innerHeight, near, sight);
      setView((prev) => (prev && same(prev.near, next.near) && same(prev.sight, next.sight) ? prev : next));
    };
    const soon = () => {
      if (frame === 0) frame = requestAnimationFrame(read);
    };
    soonRef.current = soon;
    soon();
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(soon);
    if (list.current) resize?.observe(list.current);
    const timer = setInterval(soon, 1_000);
    window.addEventListener('scroll', soon, { passive: true, capture: true });
    window.addEventListener('resize', soon, { passive: true });
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      resize?.disconnect();
      clearInterval(timer);
      window.removeEventListener('scroll', soon, { capture: true });
      window.removeEventListener('resize', soon);
      soonRef.current = () => {};
    };
  }, [list, key, near, sight]);
  // For a change the key does not carry (the cards re-sorted): read again on the next frame.
  const refresh = useCallback(() => soonRef.current(), []);
  return { view, refresh };
}
