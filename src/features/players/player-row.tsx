import { Link } from 'react-router-dom';
import type { Player } from '../../../contract/player';
import { OrAbsent } from '../../components/absent-value';
import { countryLabel } from '../../lib/match-labels';
import { playerTourLabel } from './player-tour';
import { RankingMovement } from './ranking-movement';
import { formatNumber } from '../../components/number-text';

/** One search result: name (link to the profile), its tour (ATP or WTA), country, ranking with points and movement. */
export function PlayerRow({ player }: { player: Player }) {
  const tour = playerTourLabel(player.tour);
  return (
    <li
      data-testid="player-result"
      className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
    >
      <span className="flex min-w-0 items-baseline gap-2">
        <Link
          to={`/players/${player.id}`}
          title={player.name}
          className="truncate font-medium text-indigo-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-200"
        >
          {player.name}
        </Link>
        {tour && (
          <span
            data-testid="player-tour"
            title={tour.title}
            className="shrink-0 rounded bg-slate-100 px-1 text-[11px] font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200"
          >
            <span className="sr-only">Tour </span>
            {tour.text}
          </span>
        )}
      </span>
      <span className="text-sm tabular-nums">
        <span className="sr-only">Ranking </span>
        <OrAbsent value={player.ranking}>#{player.ranking}</OrAbsent>
      </span>
      <span className="text-xs text-slate-600 dark:text-slate-400">
        <span className="sr-only">Country </span>
        <OrAbsent value={countryLabel(player.country)} />
        {player.ranking_points !== null && <span> · {formatNumber(player.ranking_points)} pts</span>}
      </span>
      <span className="text-xs">
        <span className="sr-only">Movement </span>
        <RankingMovement movement={player.ranking_movement} />
      </span>
    </li>
  );
}
