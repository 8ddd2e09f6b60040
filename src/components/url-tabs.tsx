import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { scrollEdges } from './scroll-edges';
import { type TabSpan, tabScrollTarget, tabStripEndSpace } from './tab-strip-scroll';

/** One tab: the key kept in the URL and the words on the tab. */
export interface TabItem<K extends string> {
  key: K;
  label: string;
}

interface UrlTabsProps<K extends string> {
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** Prefix of the tab ids (`<prefix>-tab-<key>`) and of the panel's (`<prefix>-panel`). */
  idPrefix: string;
}

const KEY_MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (i) => i + 1,
  ArrowLeft: (i) => i - 1,
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * A WAI-ARIA tablist: arrow keys, Home and End move and select (automatic activation), only the
 * selected tab is in the tab order. The caller keeps the selection in the URL. On a phone the strip
 * scrolls inside itself so the page never scrolls sideways; every tab is focusable, so a keyboard
 * reaches the ones out of view. A strip that scrolls rests only on a tab's start, so no label is cut
 * to a sliver at its left edge, and fades the side where more tabs wait.
 */
export function UrlTabs<K extends string>({ label, tabs, selected, onSelect, idPrefix }: UrlTabsProps<K>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const strip = useRef<HTMLDivElement>(null);
  const selectedIndex = tabs.findIndex((t) => t.key === selected);
  const [endSpace, setEndSpace] = useState(0);
  const [edges, setEdges] = useState({ left: false, right: false });

  const spans = useCallback((): TabSpan[] => {
    const box = strip.current;
    if (!box) return [];
    const origin = box.getBoundingClientRect().left - box.scrollLeft;
    return refs.current.flatMap((el) => {
      if (!el) return [];
      const r = el.getBoundingClientRect();
      return [{ start: r.left - origin, end: r.right - origin }];
    });
  }, []);
  const measure = useCallback(() => {
    const box = strip.current;
    if (!box) return;
    const space = Math.round(tabStripEndSpace(spans(), box.clientWidth));
    setEndSpace((prev) => (prev === space ? prev : space));
    const next = scrollEdges(box);
    setEdges((prev) => (prev.left === next.left && prev.right === next.right ? prev : next));
  }, [spans]);
  // The end space and the fades follow the strip's width (a phone turned) and its tabs.
  const labels = tabs.map((t) => t.label).join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: new labels change the tabs' widths.
  useLayoutEffect(() => {
    const box = strip.current;
    if (!box) return;
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(measure);
    watch.observe(box);
    return () => watch.disconnect();
  }, [measure, labels]);
  // A strip that scrolls (a phone, many tabs) brings the selected tab into view, as when a link opens
  // a later tab; only the strip scrolls, never the page. It runs after the end space is laid out, so
  // the last tab's resting place can be reached.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `endSpace` changes how far the strip scrolls.
  useLayoutEffect(() => {
    const box = strip.current;
    if (!box || box.scrollWidth <= box.clientWidth) return;
    const max = box.scrollWidth - box.clientWidth;
    const target = tabScrollTarget(spans(), selectedIndex, box.clientWidth, box.scrollLeft, max);
    if (target !== null) box.scrollLeft = target;
    measure();
  }, [selectedIndex, endSpace, spans, measure]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = (move(index, tabs.length - 1) + tabs.length) % tabs.length;
    onSelect(tabs[next].key);
    refs.current[next]?.focus();
  };
  return (
    <div
      ref={strip}
      role="tablist"
      aria-label={label}
      onScroll={measure}
      style={stripStyle(endSpace, edges)}
      className={`flex snap-x snap-mandatory gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800 ${
        endSpace > 0 ? END_SPACE : ''
      }`}
    >
      {tabs.map((tab, i) => {
        const active = tab.key === selected;
        return (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.key}`}
            aria-selected={active}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={`shrink-0 snap-start whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-indigo-600 ${
              active
                ? 'border-indigo-600 text-indigo-800 dark:border-indigo-400 dark:text-indigo-200'
                : 'border-transparent text-slate-700 hover:text-slate-950 dark:text-slate-300 dark:hover:text-white'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

// The blank after the last tab (a flex item of the strip's own), sized by `--tab-end-space`.
const END_SPACE = "after:shrink-0 after:basis-[var(--tab-end-space)] after:content-['']";

// The fade covers a tab's padding at the left (the strip rests on a tab's start, so no label is cut
// there) and most of a cut label at the right.
const FADE_LEFT = '0.75rem';
const FADE_RIGHT = '2.5rem';

function stripStyle(endSpace: number, edges: { left: boolean; right: boolean }): CSSProperties {
  const style = { '--tab-end-space': `${endSpace}px` } as CSSProperties;
  if (!edges.left && !edges.right) return style;
  const mask = `linear-gradient(to right, ${edges.left ? `transparent, black ${FADE_LEFT}` : 'black'}, ${
    edges.right ? `black calc(100% - ${FADE_RIGHT}), transparent` : 'black'
  })`;
  return { ...style, maskImage: mask, WebkitMaskImage: mask };
}

interface UrlTabPanelProps<K extends string> {
  idPrefix: string;
  selected: K;
  /** In the tab order (the WAI-ARIA pattern's choice for a panel that may hold nothing focusable). */
  focusable?: boolean;
  className?: string;
  children: ReactNode;
}

/** The panel of a UrlTabs strip, named by the selected tab. */
export function UrlTabPanel<K extends string>({
  idPrefix,
  selected,
  focusable = false,
  className = '',
  children,
}: UrlTabPanelProps<K>) {
  return (
    <div
      role="tabpanel"
      id={`${idPrefix}-panel`}
      aria-labelledby={`${idPrefix}-tab-${selected}`}
      tabIndex={focusable ? 0 : undefined}
      className={`min-w-0 rounded-md focus-visible:outline-2 focus-visible:outline-indigo-600 ${className}`}
    >
      {children}
    </div>
  );
}
