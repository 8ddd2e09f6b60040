import { createBrowserRouter } from 'react-router-dom';
import { MatchPage } from '../features/match/match-page';
import { PlayerPage } from '../features/players/player-page';
import { PlayersPage } from '../features/players/players-page';
import { SchedulePage } from '../features/schedule/schedule-page';
import { TournamentPage } from '../features/tournaments/tournament-page';
import { TournamentsPage } from '../features/tournaments/tournaments-page';
import { TradePage } from '../features/trade/trade-page';
import { ComingSoonPage } from './routes/coming-soon-page';
import { LivePage } from './routes/live-page';
import { NotFoundPage } from './routes/not-found-page';
import { SettingsRoute } from './routes/settings-route';
import { Shell } from './shell';

/** Every route of the app; each feature's page is composed here, never inside another feature. */
export function createRouter() {
  return createBrowserRouter([
    {
      path: '/',
      element: <Shell />,
      children: [
        { index: true, element: <LivePage /> },
        { path: 'trade', element: <TradePage /> },
        { path: 'matches/:id', element: <MatchPage /> },
        { path: 'schedule', element: <SchedulePage /> },
        { path: 'players', element: <PlayersPage /> },
        { path: 'players/:id', element: <PlayerPage /> },
        { path: 'tournaments', element: <TournamentsPage /> },
        { path: 'tournaments/:id', element: <TournamentPage /> },
        { path: 'settings', element: <SettingsRoute /> },
        // The analyst's views arrive with the history issue; until then each says what it will show.
        { path: 'history', element: <ComingSoonPage /> },
        { path: 'rankings', element: <ComingSoonPage /> },
        { path: 'h2h', element: <ComingSoonPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
