// The match centre's tabs, the tier that opens each and what it adds, so a gated tab can say what
// an upgrade would show instead of leaving an empty pane.

export const MATCH_TABS = [
  'overview',
  'points',
  'stats',
  'market',
  'events',
  'status',
  'corrections',
  'analysis',
] as const;
export type MatchTab = (typeof MATCH_TABS)[number];

export interface TabInfo {
  label: string;
  /** The lowest tier whose key reads this tab's endpoint (spec: live-surface tiers). */
  tier: 'BASIC' | 'PRO' | 'ULTRA';
  adds: string;
}

export const TAB_INFO: Record<MatchTab, TabInfo> = {
  overview: {
    label: 'Overview',
    tier: 'ULTRA',
    adds: 'the win-probability chart point by point, the model’s unanchored line and danger',
  },
  points: { label: 'Points', tier: 'ULTRA', adds: 'every point with its server, serve and outcome' },
  stats: {
    label: 'Stats',
    tier: 'ULTRA',
    adds: 'derived and measured match statistics side by side, with coverage and freshness',
  },
  market: {
    label: 'Market',
    tier: 'PRO',
    adds: 'the match-winner price chart with bid and ask, tick by tick',
  },
  events: { label: 'Events', tier: 'PRO', adds: 'medical timeouts, stoppages and pauses on a timeline' },
  status: { label: 'Status history', tier: 'BASIC', adds: 'every change of status and event status' },
  corrections: {
    label: 'Corrections',
    tier: 'ULTRA',
    adds: 'withdrawn score states and restated results',
  },
  analysis: { label: 'Analysis', tier: 'ULTRA', adds: 'the model’s pick, confidence and reasoning' },
};

/** The strip's tabs in order, as the kit's UrlTabs takes them. */
export const MATCH_TAB_ITEMS = MATCH_TABS.map((key) => ({ key, label: TAB_INFO[key].label }));

/** The tab named in the URL, or overview for a missing or unknown value. */
export function parseTab(value: string | null): MatchTab {
  return (MATCH_TABS as readonly string[]).includes(value ?? '') ? (value as MatchTab) : 'overview';
}
