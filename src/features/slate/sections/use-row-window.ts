import { useRef, useState } from 'react';

/** Rows drawn or left undrawn together: a run shorter than half a phone's screen. */
export const ROW_RUN = 8;

type Report = (near: boolean) => void;
type EdgeRef = (el: HTMLLIElement | null) => (() => void) | undefined;

// One observer for the whole slate, watching each run's first and last row (about 110 rows of 440
// under a busy feed). A run is near when either end is: a run that crosses the screen, or one split
// between the foot of a column and the head of the next, has an end within the margin.
let shared: {
  observer: IntersectionObserver;
  reports: Map<Element, Report>;
  made: typeof IntersectionObserver;
} | null = null;

function watcher() {
  // Made again if the global changed: test files sharing one module graph each put in their own.
  if (shared?.made !== IntersectionObserver) {
    const reports = new Map<Element, Report>();
    const observer = new IntersectionObserver(
      (changes) => {
        for (const change of changes) reports.get(change.target)?.(change.isIntersecting);
      },
      // A screen and a half above and below: more than a run's height, so a run on screen always has
      // an end inside, and rows are drawn before a scroll or a keyboard move brings them in.
      { rootMargin: '150% 0px' },
    );
    shared = { observer, reports, made: IntersectionObserver };
  }
  return shared;
}

export interface RowWindow {
  /** Whether the row at `index` is drawn in full (otherwise it is its link alone). */
  drawn(index: number): boolean;
  /** The ref a run's first or last row takes, so the window hears where the run is; else undefined. */
  edgeRef(index: number): EdgeRef | undefined;
}

/** The slot the row at `index` of `count` watches: its run's first or last row, or none. */
export const slotOf = (index: number, count: number): string | null => {
  const run = Math.floor(index / ROW_RUN);
  if (index % ROW_RUN === 0) return `${run}:first`;
  if (index % ROW_RUN === ROW_RUN - 1 || index === count - 1) return `${run}:last`;
  return null;
};

/**
 * Whether the row at `index` is drawn, from what the observer said of its run's ends (`near`, by
 * slot): near when either end is; before either has been reported, when `index < drawnAtFirst`.
 */
export function isDrawn(near: ReadonlyMap<string, boolean>, index: number, drawnAtFirst: number): boolean {
  const run = Math.floor(index / ROW_RUN);
  const first = near.get(`${run}:first`);
  const last = near.get(`${run}:last`);
  if (first === undefined && last === undefined) return index < drawnAtFirst;
  return first === true || last === true;
}

/**
 * Which of a section's `count` rows are drawn: runs of `ROW_RUN` rows within a screen and a half of
 * the viewport. Until a run's ends are first reported, its rows are drawn when their index is below
 * `drawnAtFirst`, so the first paint shows the top of the slate drawn. Without IntersectionObserver
 * (jsdom, old browsers) every row is drawn.
 */
export function useRowWindow(count: number, drawnAtFirst: number): RowWindow {
  const supported = typeof IntersectionObserver !== 'undefined';
  const [near, setNear] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  // One stable ref per slot: a row moving into or out of a run's end changes its ref, and React
  // releases the old element (the cleanup) and hands over the new one.
  const refs = useRef(new Map<string, EdgeRef>());
  const refFor = (slot: string): EdgeRef => {
    let ref = refs.current.get(slot);
    if (!ref) {
      ref = (el) => {
        if (!el) return undefined;
        const { observer, reports } = watcher();
        reports.set(el, (isNear) =>
          setNear((prev) => (prev.get(slot) === isNear ? prev : new Map(prev).set(slot, isNear))),
        );
        observer.observe(el);
        return () => {
          observer.unobserve(el);
          reports.delete(el);
        };
      };
      refs.current.set(slot, ref);
    }
    return ref;
  };
  return {
    drawn: (index) => !supported || isDrawn(near, index, drawnAtFirst),
    edgeRef(index) {
      if (!supported) return undefined;
      const slot = slotOf(index, count);
      return slot === null ? undefined : refFor(slot);
    },
  };
}
