import { memo } from 'react';
import { Link } from 'react-router-dom';
import { PlayerCell } from '../../../components/player-cell';
import { finishLabel } from '../../../lib/finish-label';
import { localTime, utcTitle } from '../../../lib/local-time';
import { countryLabel, shortTeamName } from '../../../lib/match-labels';
import { rankingTitle, replayOf } from '../../../lib/replay';
import { formatGames, formatSets, type Side, tiebreakSuperscript } from '../../../lib/score-format';
import { ReplayTag } from '../../../match-views/replay-tag';
import type { RowMatch } from './row-match';

/** `upcoming` rows show their local start time; `completed` rows their final score and winner. */
export type GlanceStatus = 'upcoming' | 'completed';

function GlancePlayer({ match, side, status }: { match: RowMatch; side: Side; status: GlanceStatus }) {
  const player = side === 1 ? match.players.p1 : match.players.p2;
  const country = countryLabel(player.country);
  const won = status === 'completed' && match.winner === side;
  const games = status === 'completed' ? formatGames(match.score, side) : [];
  return (
    <>
      <span className="flex justify-center">
        {won && (
          // The winner's mark, as score apps draw it: a small triangle pointing at the name.
          <span
            data-testid="winner-mark"
            className="text-[9px] leading-none text-lime-700 dark:text-lime-400"
          >
            ▶
          </span>
        )}
      </span>
      <PlayerCell
        look="row"
        name={shortTeamName(player.name)}
        fullName={player.name}
        country={country}
        rank={player.ranking}
        rankTitle={rankingTitle(match)}
        strong={won}
      />
      {status === 'completed' ? (
        <>
          <span
            data-testid="score-sets"
            className={`ml-1 w-3.5 text-center tabular-nums ${won ? 'font-bold' : ''}`}
          >
            {formatSets(match.score, side)}
          </span>
          <span className="flex">
            {games.map((g, i) => {
              const tb = tiebreakSuperscript(match.tiebreaks, i, side);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a set's position is its identity
                <span key={i} className="w-4 text-center tabular-nums text-slate-700 dark:text-slate-300">
                  {g}
                  {tb !== null && <sup className="text-[9px]">{tb}</sup>}
                </span>
              );
            })}
          </span>
        </>
      ) : (
        <span className="col-span-2" />
      )}
    </>
  );
}

/** What a screen reader hears for the row: players, then the start time or the result. */
function describeGlance(match: RowMatch, status: GlanceStatus, start: string | null): string {
  const { p1, p2 } = match.players;
  const players = `${p1.name} v ${p2.name}`;
  if (status === 'upcoming')
    return `${players}, ${match.tournament}, ${start ? `starts ${start}` : 'start time not known'}`;
  const winner = match.winner === 1 ? p1.name : match.winner === 2 ? p2.name : null;
  const finish = finishLabel(match);
  const games = match.score?.games;
  const sets = games ? games[0].map((g, i) => `${g ?? '?'}–${games[1]?.[i] ?? '?'}`).join(', ') : null;
  const ending = finish.short === 'Fin.' ? null : finish.words;
  return [players, match.tournament, winner ? `won by ${winner}` : 'winner not known', ending, sets]
    .filter(Boolean)
    .join(', ');
}

/**
 * An upcoming or finished match on one compact row, aligned with the live rows above it: the local
 * start time, or the final score with set scores (tiebreak points raised when the listing carries
 * them), the winner marked and bold, and "Ret." / "W.O." when the match ended that way. The whole row
 * opens the match centre.
 */
export const GlanceRow = memo(function GlanceRow({
  match,
  status,
}: {
  match: RowMatch;
  status: GlanceStatus;
}) {
  const start = localTime(match.scheduled_time);
  const finish = status === 'completed' ? finishLabel(match) : null;
  const origin = replayOf(match);
  return (
    <li
      data-testid={`${status}-match`}
      className="relative grid grid-cols-[3.25rem_minmax(0,1fr)_auto] items-center gap-x-1 border-slate-200 border-b bg-white px-1.5 py-0.5 text-sm last:border-b-0 hover:bg-slate-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:bg-slate-800/60"
    >
      <Link
        to={`/matches/${match.id}`}
        className="absolute inset-0 rounded-sm focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-700 dark:focus-visible:outline-sky-400"
      >
        <span className="sr-only">{describeGlance(match, status, start)}</span>
      </Link>
      <span aria-hidden="true" className="text-[11px] leading-4 text-slate-700 dark:text-slate-300">
        {status === 'upcoming' ? (
          start ? (
            <time dateTime={match.scheduled_time ?? undefined} title={utcTitle(match.scheduled_time)}>
              {start}
            </time>
          ) : (
            <span title="Start time not announced">TBA</span>
          )
        ) : (
          <span
            title={finish?.words ?? 'Finished'}
            className={finish?.short === 'Fin.' ? '' : 'font-semibold text-red-700 dark:text-red-300'}
          >
            {finish?.short ?? 'Fin.'}
          </span>
        )}
      </span>
      <div
        aria-hidden="true"
        className="grid min-w-0 grid-cols-[0.5rem_minmax(0,1fr)_auto_auto] items-center gap-x-0.5 leading-[1.125rem]"
      >
        <GlancePlayer match={match} side={1} status={status} />
        <GlancePlayer match={match} side={2} status={status} />
      </div>
      <span className="hidden flex-col items-end gap-0.5 sm:flex">
        <span
          aria-hidden="true"
          title={match.tournament}
          className="max-w-[10rem] truncate text-right text-[10px] text-slate-600 dark:text-slate-400"
        >
          {match.tournament}
        </span>
        {origin && <ReplayTag origin={origin} />}
      </span>
      {/* On a phone the tournament and the replay tag take a line of their own under the names, which
          keep the row's width (beside them a name was cut to nine letters). A finished row's
          tournament is in the link's words only: its set scores need the room. */}
      {(origin || status === 'upcoming') && (
        <div className="col-start-2 col-end-4 flex min-w-0 items-center gap-2 sm:hidden">
          {status === 'upcoming' && (
            <span
              aria-hidden="true"
              title={match.tournament}
              className="min-w-0 truncate text-[10px] text-slate-600 dark:text-slate-400"
            >
              {match.tournament}
            </span>
          )}
          {origin && <ReplayTag origin={origin} />}
        </div>
      )}
    </li>
  );
});
