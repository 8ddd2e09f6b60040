import type { MatchDetail } from '../../../contract/match';
import type { Score } from '../../../contract/score';
import type { MatchTab } from './match-tab-list';
import { AnalysisTab } from './tabs/analysis-tab';
import { CorrectionsTab } from './tabs/corrections-tab';
import { EventsTab } from './tabs/events-tab';
import { MarketTab } from './tabs/market-tab';
import { OverviewTab } from './tabs/overview-tab';
import { PointsTab } from './tabs/points-tab';
import { StatsTab } from './tabs/stats-tab';
import { StatusTab } from './tabs/status-tab';

/** The body of the selected tab; only it mounts, so only its endpoint is read. */
export function TabPanel({ tab, match, score }: { tab: MatchTab; match: MatchDetail; score: Score | null }) {
  switch (tab) {
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
