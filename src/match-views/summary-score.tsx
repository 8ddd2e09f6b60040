import type { Match } from '../../contract/match';
import { shortTeamName } from '../lib/match-labels';
import { formatGames, formatPoint, formatSets, type Side } from '../lib/score-format';
import { useShownScore } from '../live/store/live-hooks';

/**
 * A match's score as score apps draw it, one line per player: serving dot (live), name, sets, games per
 * set, and the game's points while live; a finished match marks its winner. Null games show the
 * absent mark, never 0. The caller hides it in spoiler-free mode.
 */
export function SummaryScore({ match: listed }: { match: Match }) {
  const live = listed.status === 'live';
  // A live match follows the feed's newer score, as its slate row does.
  const score = useShownScore(listed.id, listed.score, live) as Match['score'];
  const match = score === listed.score ? listed : { ...listed, score };
  if (!score) return <span>No score yet</span>;
  return (
    <span
      data-testid="summary-score"
      className="grid grid-cols-[0.5rem_minmax(0,1fr)_auto_auto_auto] items-center gap-x-1.5 text-sm"
    >
      <Line match={match} side={1} live={live} />
      <Line match={match} side={2} live={live} />
    </span>
  );
}

function Line({ match, side, live }: { match: Match; side: Side; live: boolean }) {
  const player = side === 1 ? match.players.p1 : match.players.p2;
  const score = match.score;
  const serving = live && score?.server === side;
  const won = match.status === 'completed' && match.winner === side;
  return (
    <>
      <span className="flex justify-center">
        {serving && (
          <span className="size-1.5 rounded-full bg-lime-600 dark:bg-lime-400">
            <span className="sr-only">serving</span>
          </span>
        )}
        {won && (
          <span className="text-[9px] text-lime-700 dark:text-lime-400">
            <span aria-hidden="true">▶</span>
            <span className="sr-only">winner</span>
          </span>
        )}
      </span>
      <span title={player.name} className={`min-w-0 truncate ${serving || won ? 'font-semibold' : ''}`}>
        {shortTeamName(player.name)}
      </span>
      <span className="w-3 text-center font-bold tabular-nums">{formatSets(score, side)}</span>
      <span className="flex gap-1 tabular-nums text-slate-700 dark:text-slate-300">
        {formatGames(score, side).map((g, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a set's position is its identity
          <span key={i} className="w-3 text-center">
            {g}
          </span>
        ))}
      </span>
      <span className="w-6 rounded-sm bg-slate-100 text-center font-semibold tabular-nums dark:bg-slate-800">
        {live ? formatPoint(score, side) : ''}
      </span>
    </>
  );
}
