import { type RefObject, useEffect, useState } from 'react';

/**
 * Ids of the cards (children carrying `data-match-id`) currently on screen, so prices are asked only
 * for what a trader can see: the service has no bulk price read and every quote is one request.
 * Returns null where IntersectionObserver does not exist (the caller picks a fixed set instead).
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: idsKey changes when the cards change; the observer must re-attach.
  useEffect(() => {
    const root = list.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const shown = new Set<number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          const id = Number((e.target as HTMLElement).dataset.matchId);
          if (!Number.isFinite(id)) continue;
          if (e.isIntersecting) shown.add(id);
          else shown.delete(id);
        }
        setVisible([...shown].sort((a, b) => a - b));
      },
      // By default a screen's worth of margin: the next cards are quoted before they scroll in.
      { rootMargin: margin },
    );
    for (const el of root.querySelectorAll<HTMLElement>('[data-match-id]')) observer.observe(el);
    return () => observer.disconnect();
  }, [list, idsKey, margin]);
  return visible;
}
