import type { MatchDetail } from '../../../contract/match';
import type { Score } from '../../../contract/score';
import { useTierBelow } from '../../queries/budget-context';
import { TierNotice } from './match-states';
import { type MatchTab, TAB_INFO } from './match-tab-list';
import { AnalysisTab } from './tabs/analysis-tab';
import { CorrectionsTab } from './tabs/corrections-tab';
import { EventsTab } from './tabs/events-tab';
import { MarketTab } from './tabs/market-tab';
import { OverviewTab } from './tabs/overview-tab';
import { PointsTab } from './tabs/points-tab';
import { StatsTab } from './tabs/stats-tab';
import { StatusTab } from './tabs/status-tab';
import { SummaryTab } from './tabs/summary-tab';

/**
 * The body of the selected tab; only it mounts, so only its endpoint is read. A tab above the key's
 * tier (known from `/usage` before anything is asked) draws its notice without a request: a FREE fan
 * opening Market used to spend one of the day's 100 requests to learn the 403.
 */
export function TabPanel({ tab, match, score }: { tab: MatchTab; match: MatchDetail; score: Score | null }) {
  const locked = useTierBelow(TAB_INFO[tab].tier);
  if (locked) return <TierNotice tab={tab} />;
  switch (tab) {
    case 'summary':
      return <SummaryTab match={match} score={score} />;
    case 'overview':
      return <OverviewTab match={match} score={score} />;
    case 'points':
      return <PointsTab match={match} score={score} />;
    case 'stats':
      return <StatsTab match={match} />;
    case 'market':
      return <MarketTab match={match} score={score} />;
    case 'events':
      return <EventsTab match={match} />;
    case 'status':
      return <StatusTab match={match} />;
    case 'corrections':
      return <CorrectionsTab match={match} />;
    case 'analysis':
      return <AnalysisTab match={match} />;
  }
}
