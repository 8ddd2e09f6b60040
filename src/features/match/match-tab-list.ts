// The match centre's tabs, the tier that opens each and what it adds, so a gated tab can say what
// an upgrade would show instead of leaving an empty pane.

const MATCH_TABS = [
  'summary',
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
  tier: 'FREE' | 'BASIC' | 'PRO' | 'ULTRA';
  adds: string;
}

export const TAB_INFO: Record<MatchTab, TabInfo> = {
  // The match and its score are FREE reads, so every key has a tab to start on.
  summary: { label: 'Summary', tier: 'FREE', adds: 'the set-by-set score and the match’s facts' },
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
    adds: 'the match-winner price chart with back and lay prices, tick by tick',
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

/**
 * The tabs a trader works from (the model and what-if, prices, the point feed): the scoreboard marks a
 * quiet feed there, where a second's delay matters.
 */
export const TRADER_TABS: ReadonlySet<MatchTab> = new Set<MatchTab>(['overview', 'market', 'points']);

/** The strip's tabs in order, as the kit's UrlTabs takes them. */
export const MATCH_TAB_ITEMS = MATCH_TABS.map((key) => ({ key, label: TAB_INFO[key].label }));

/** The usual first tab, for a key that can read it. */
export const DEFAULT_TAB: MatchTab = 'overview';

/**
 * The tab a match page opens on when the URL names none (or an unknown one): the usual default when
 * the key's tier can see it, else Summary, which every key can see: a FREE fan opening a match starts
 * on the score, not on an upgrade notice.
 */
export function startTab(defaultLocked: boolean): MatchTab {
  return defaultLocked ? 'summary' : DEFAULT_TAB;
}

/** The tab named in the URL, or `fallback` for a missing or unknown value. */
export function parseTab(value: string | null, fallback: MatchTab = DEFAULT_TAB): MatchTab {
  return (MATCH_TABS as readonly string[]).includes(value ?? '') ? (value as MatchTab) : fallback;
}
