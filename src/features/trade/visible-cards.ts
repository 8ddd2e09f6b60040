import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Ids of the cards (children carrying `data-match-id`) currently on screen, so prices are asked only
 * for what a trader can see (the service has no bulk price read and every quote is one request) and
 * only those cards follow every frame and draw their charts.
 * Returns null where IntersectionObserver does not exist (the caller picks a fixed set instead).
 *
 * One observer for the grid's life: when the cards change (`idsKey`) the new ones are observed and
 * the rest keep their state. Re-creating it on every listing change (matches end and start every few
 * seconds on a busy slate) reported every card off screen for a moment, which unmounted and remounted
 * the on-screen charts.
 */
export function useVisibleCardIds(
  list: RefObject<HTMLElement | null>,
  idsKey: string,
  /** How far beyond the screen counts as on it (IntersectionObserver rootMargin). */
  margin = '100% 0px',
): number[] | null {
  // Nothing is known to be on screen until the observer's first report (it reports at once).
  const [visible, setVisible] = useState<number[] | null>(() =>
    typeof IntersectionObserver === 'undefined' ? null : [],
  );
  const observer = useRef<IntersectionObserver | null>(null);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const shown = new Set<number>();
    const io = new IntersectionObserver(
      (entries) => {
        let changed = false;
        for (const e of entries) {
          const id = Number((e.target as HTMLElement).dataset.matchId);
          if (!Number.isFinite(id)) continue;
          const on = e.isIntersecting && e.target.isConnected;
          if (on !== shown.has(id)) changed = true;
          if (on) shown.add(id);
          else {
            shown.delete(id);
            if (!e.target.isConnected) io.unobserve(e.target);
          }
        }
        if (changed) setVisible([...shown].sort((a, b) => a - b));
      },
      { rootMargin: margin },
    );
    observer.current = io;
    return () => {
      io.disconnect();
      observer.current = null;
    };
  }, [margin]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: idsKey changes when the cards change; new ones must be observed.
  useEffect(() => {
    const root = list.current;
    const io = observer.current;
    if (!root || !io) return;
    // Observing a card already observed is a no-op, so the whole list can be handed over each time.
    for (const el of root.querySelectorAll<HTMLElement>('[data-match-id]')) io.observe(el);
  }, [list, idsKey, margin]);
  return visible;
}
