import { type KeyboardEvent, useRef } from 'react';
import { MATCH_TABS, type MatchTab, TAB_INFO } from './match-tab-list';

export const tabId = (tab: MatchTab) => `match-tab-${tab}`;
export const panelId = (tab: MatchTab) => `match-panel-${tab}`;

/** The tab strip (WAI-ARIA tabs, automatic activation): arrows, Home and End move and select. */
export function MatchTabs({ current, onSelect }: { current: MatchTab; onSelect: (tab: MatchTab) => void }) {
  const refs = useRef<Partial<Record<MatchTab, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent) {
    const i = MATCH_TABS.indexOf(current);
    const last = MATCH_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? i === last
          ? 0
          : i + 1
        : event.key === 'ArrowLeft'
          ? i === 0
            ? last
            : i - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = MATCH_TABS[next];
    onSelect(tab);
    refs.current[tab]?.focus();
  }

  return (
    // The strip scrolls inside itself on a phone so the page never scrolls sideways.
    <div
      role="tablist"
      aria-label="Match views"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800"
    >
      {MATCH_TABS.map((tab) => {
        const selected = tab === current;
        return (
          <button
            key={tab}
            ref={(el) => {
              refs.current[tab] = el;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={panelId(tab)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab)}
            className={`shrink-0 whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-sky-600 ${
              selected
                ? 'border-sky-700 text-sky-800 dark:border-sky-300 dark:text-sky-200'
                : 'border-transparent text-slate-700 hover:text-slate-950 dark:text-slate-300 dark:hover:text-white'
            }`}
          >
            {TAB_INFO[tab].label}
          </button>
        );
      })}
    </div>
  );
}
