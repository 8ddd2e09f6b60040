import { type RouteObject, useRoutes } from 'react-router-dom';
import {
  AnalystLayout,
  ArchiveMatchPage,
  ArchivePage,
  ArchivePlayersPage,
  ArchiveTapePage,
  ChartingMatchPage,
  ChartingPage,
  CoveragePage,
  HeadToHeadPage,
  HistoryPage,
  LabPage,
  PackagesPage,
  PlayerPage,
  PlayersPage,
  RallyMatchPage,
  RallyPage,
  RankingsPage,
  RecordsPage,
  SchedulePage,
  ScorecardPage,
  SettingsRoute,
  TapePage,
  TournamentPage,
  TournamentsPage,
  TradePage,
} from './lazy-pages';
import { LivePage } from './routes/live-page';
import { MatchRoute } from './routes/match-route';
import { NotFoundPage } from './routes/not-found-page';
import { Shell } from './shell';

/** Every route of the app; each feature's page is composed here, never inside another feature. */
const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, element: <LivePage /> },
      { path: 'trade', element: <TradePage /> },
      { path: 'trade/lab', element: <LabPage /> },
      { path: 'matches/:id', element: <MatchRoute /> },
      { path: 'schedule', element: <SchedulePage /> },
      { path: 'players', element: <PlayersPage /> },
      { path: 'players/:id', element: <PlayerPage /> },
      { path: 'tournaments', element: <TournamentsPage /> },
      { path: 'tournaments/:id', element: <TournamentPage /> },
      { path: 'settings', element: <SettingsRoute /> },
      {
        // The history family shares a secondary navigation; every page loads on first visit.
        element: <AnalystLayout />,
        children: [
          { path: 'history', element: <HistoryPage /> },
          { path: 'history/coverage', element: <CoveragePage /> },
          { path: 'history/matches/:id', element: <TapePage /> },
          { path: 'archive', element: <ArchivePage /> },
          { path: 'archive/players', element: <ArchivePlayersPage /> },
          { path: 'archive/matches/:id', element: <ArchiveMatchPage /> },
          { path: 'archive/matches/:id/tape', element: <ArchiveTapePage /> },
          { path: 'rally', element: <RallyPage /> },
          { path: 'rally/:id', element: <RallyMatchPage /> },
          { path: 'charting', element: <ChartingPage /> },
          { path: 'charting/matches/:id', element: <ChartingMatchPage /> },
          { path: 'packages', element: <PackagesPage /> },
          { path: 'scorecard', element: <ScorecardPage /> },
        ],
      },
      { path: 'rankings', element: <RankingsPage /> },
      { path: 'records', element: <RecordsPage /> },
      { path: 'h2h', element: <HeadToHeadPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The routes under a `<BrowserRouter>`. Declarative routing, not the data router: no route loads
 * data through the router (React Query does), and the data router's loaders, actions and fetchers
 * were a third of react-router's bytes in the slate's first JS.
 */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
