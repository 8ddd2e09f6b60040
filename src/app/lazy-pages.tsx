import { type ComponentType, lazy } from 'react';

/**
 * A route page loaded on first visit: every view but the live slate (the home a fan's phone opens
 * first) is its own chunk, so the slate's first JavaScript carries only what the slate needs. The
 * shell's Suspense shows a loading state while a chunk arrives.
 */
function lazyPage<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  return lazy(() => load().then((m) => ({ default: pick(m) })));
}

/** The history family's secondary navigation: a fan on the slate never needs it. */
export const AnalystLayout = lazyPage(
  () => import('./analyst-layout'),
  (m) => m.AnalystLayout,
);
export const HistoryPage = lazyPage(
  () => import('../features/history/history-page'),
  (m) => m.HistoryPage,
);
export const CoveragePage = lazyPage(
  () => import('../features/history/coverage-page'),
  (m) => m.CoveragePage,
);
export const TapePage = lazyPage(
  () => import('../features/tape/tape-page'),
  (m) => m.TapePage,
);
export const ArchiveTapePage = lazyPage(
  () => import('../features/tape/archive-tape-page'),
  (m) => m.ArchiveTapePage,
);
export const ArchivePage = lazyPage(
  () => import('../features/archive/archive-page'),
  (m) => m.ArchivePage,
);
export const ArchiveMatchPage = lazyPage(
  () => import('../features/archive/archive-match-page'),
  (m) => m.ArchiveMatchPage,
);
export const ArchivePlayersPage = lazyPage(
  () => import('../features/archive/archive-players-page'),
  (m) => m.ArchivePlayersPage,
);
export const HeadToHeadPage = lazyPage(
  () => import('../features/h2h/head-to-head-page'),
  (m) => m.HeadToHeadPage,
);
export const ScorecardPage = lazyPage(
  () => import('../features/scorecard/scorecard-page'),
  (m) => m.ScorecardPage,
);
export const RankingsPage = lazyPage(
  () => import('../features/rankings/rankings-page'),
  (m) => m.RankingsPage,
);
export const RecordsPage = lazyPage(
  () => import('../features/records/records-page'),
  (m) => m.RecordsPage,
);
export const RallyPage = lazyPage(
  () => import('../features/rally/rally-page'),
  (m) => m.RallyPage,
);
export const RallyMatchPage = lazyPage(
  () => import('../features/rally/rally-match-page'),
  (m) => m.RallyMatchPage,
);
export const ChartingPage = lazyPage(
  () => import('../features/rally/charting-page'),
  (m) => m.ChartingPage,
);
export const ChartingMatchPage = lazyPage(
  () => import('../features/rally/charting-match-page'),
  (m) => m.ChartingMatchPage,
);
export const PackagesPage = lazyPage(
  () => import('../features/packages/packages-page'),
  (m) => m.PackagesPage,
);

export const TradePage = lazyPage(
  () => import('../features/trade/trade-page'),
  (m) => m.TradePage,
);
export const MatchPage = lazyPage(
  () => import('../features/match/match-page'),
  (m) => m.MatchPage,
);
export const SchedulePage = lazyPage(
  () => import('../features/schedule/schedule-page'),
  (m) => m.SchedulePage,
);
export const PlayersPage = lazyPage(
  () => import('../features/players/players-page'),
  (m) => m.PlayersPage,
);
export const PlayerPage = lazyPage(
  () => import('../features/players/player-page'),
  (m) => m.PlayerPage,
);
export const TournamentsPage = lazyPage(
  () => import('../features/tournaments/tournaments-page'),
  (m) => m.TournamentsPage,
);
export const TournamentPage = lazyPage(
  () => import('../features/tournaments/tournament-page'),
  (m) => m.TournamentPage,
);
export const SettingsRoute = lazyPage(
  () => import('./routes/settings-route'),
  (m) => m.SettingsRoute,
);
export const LabPage = lazyPage(
  () => import('../features/lab/lab-page'),
  (m) => m.LabPage,
);
