import { Link } from 'react-router-dom';
import type { Match, Player, Score } from '../../api/match-types';
import { Badge } from '../../components/badge';
import { ageLabel, countryLabel, surfaceLabel } from '../../lib/match-labels';
import { formatGames, formatPoint, formatSets, type Side } from '../../lib/score-format';
import { describeMatch } from './describe-match';
import { FavouriteStars } from './favourite-stars';

interface PlayerLineProps {
  player: Player;
  side: Side;
  score: Score | null;
}

// Renders five cells of the row's shared grid so both players' set and game columns line up.
function PlayerLine({ player, side, score }: PlayerLineProps) {
  const country = countryLabel(player.country);
  const serving = score?.server === side;
  return (
    <>
      <span className="flex justify-center">
        {serving && <span data-testid="server-marker" className="size-2 rounded-full bg-lime-500" />}
      </span>
      <span className="flex min-w-0 items-baseline gap-1">
        <span
          data-testid="player-name"
          // Long names truncate at narrow widths; the tooltip keeps them readable.
          title={player.name}
          className={`truncate ${serving ? 'font-semibold' : 'font-medium'}`}
        >
          {player.name}
        </span>
        {country && <span className="shrink-0 text-xs text-slate-600 dark:text-slate-400">{country}</span>}
        {player.ranking !== null && (
          <span className="shrink-0 text-xs text-slate-600 dark:text-slate-400">#{player.ranking}</span>
        )}
      </span>
      <span data-testid="score-sets" className="w-5 text-center font-bold tabular-nums">
        {formatSets(score, side)}
      </span>
      <span className="flex">
        {formatGames(score, side).map((games, i) => (
          // Set position is the identity of a games cell; sets never reorder.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <span key={i} className="w-5 text-center tabular-nums">
            {games}
          </span>
        ))}
      </span>
      <span className="w-8 rounded bg-slate-100 text-center font-semibold tabular-nums dark:bg-slate-800">
        {formatPoint(score, side)}
      </span>
    </>
  );
}

/** One live match: players, sets, games per set, points, the server and a stale warning. */
export function MatchRow({ match }: { match: Match }) {
  const { score } = match;
  const meta = [match.round, surfaceLabel(match.surface)].filter((part) => part !== null).join(' · ');
  const age = ageLabel(score?.age_seconds ?? null);
  return (
    <li
      data-testid="live-match"
      className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      {(meta || score?.is_tiebreak || score?.stale) && (
        <div className="mb-2 flex min-h-5 items-center justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
          <span>{meta}</span>
          {/* The summary below already says these in words, so they are hidden from screen readers. */}
          <span aria-hidden="true" className="flex gap-1">
            {score?.is_tiebreak && <Badge>Tiebreak</Badge>}
            {score?.stale && (
              <Badge tone="warning" title={age ? `Score unchanged for ${age}` : undefined}>
                Stale
              </Badge>
            )}
          </span>
        </div>
      )}
      <p className="sr-only">{describeMatch(match)}</p>
      <div
        aria-hidden="true"
        className="grid grid-cols-[0.75rem_minmax(0,1fr)_auto_auto_auto] items-center gap-x-1.5 gap-y-1 sm:gap-x-2"
      >
        <PlayerLine player={match.players.p1} side={1} score={score} />
        <PlayerLine player={match.players.p2} side={2} score={score} />
      </div>
      <div className="flex items-end justify-between gap-2">
        <FavouriteStars match={match} />
        <Link
          to={`/matches/${match.id}`}
          className="shrink-0 rounded text-xs font-medium text-lime-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-lime-600 dark:text-lime-300"
        >
          Match centre
          <span className="sr-only">
            : {match.players.p1.name} v {match.players.p2.name}
          </span>
        </Link>
      </div>
    </li>
  );
}
