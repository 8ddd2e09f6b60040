import { type KeyboardEvent, type ReactNode, useLayoutEffect, useRef } from 'react';

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
 * reaches the ones out of view.
 */
export function UrlTabs<K extends string>({ label, tabs, selected, onSelect, idPrefix }: UrlTabsProps<K>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = tabs.findIndex((t) => t.key === selected);
  // A strip that scrolls (a phone, many tabs) brings the selected tab into view, as when a link opens
  // a later tab; only the strip scrolls, never the page.
  useLayoutEffect(() => {
    const tab = refs.current[selectedIndex];
    const strip = tab?.parentElement;
    if (!tab || !strip || strip.scrollWidth <= strip.clientWidth) return;
    const offset = tab.getBoundingClientRect().left - strip.getBoundingClientRect().left;
    if (offset < 0 || offset + tab.offsetWidth > strip.clientWidth) strip.scrollLeft += offset - 16;
  }, [selectedIndex]);
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
      role="tablist"
      aria-label={label}
      className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800"
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
            className={`shrink-0 whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-indigo-600 ${
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
