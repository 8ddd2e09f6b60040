import { type RefObject, useEffect, useState } from 'react';

type Report = (onScreen: boolean) => void;

// One observer per margin for the whole page: 500 rows with an observer each cost more to set up
// than the rows themselves.
const observers = new Map<string, { observer: IntersectionObserver; reports: WeakMap<Element, Report> }>();

function shared(rootMargin: string) {
  let entry = observers.get(rootMargin);
  if (!entry) {
    const reports = new WeakMap<Element, Report>();
    const observer = new IntersectionObserver(
      (changes) => {
        for (const change of changes) reports.get(change.target)?.(change.isIntersecting);
      },
      { rootMargin },
    );
    entry = { observer, reports };
    observers.set(rootMargin, entry);
  }
  return entry;
}

/**
 * Whether the element is on screen or within `rootMargin` of it. Where IntersectionObserver does not
 * exist (jsdom, old browsers) everything counts as on screen, so nothing is left un-updated.
 */
export function useOnScreen(ref: RefObject<Element | null>, rootMargin = '50% 0px'): boolean {
  const supported = typeof IntersectionObserver !== 'undefined';
  // Off until the observer's first report (it reports at once) so a 500-row mount subscribes nothing.
  const [onScreen, setOnScreen] = useState(!supported);
  useEffect(() => {
    const el = ref.current;
    if (!el || !supported) return;
    const { observer, reports } = shared(rootMargin);
    reports.set(el, setOnScreen);
    observer.observe(el);
    return () => {
      observer.unobserve(el);
      reports.delete(el);
    };
  }, [ref, rootMargin, supported]);
  return onScreen;
}
