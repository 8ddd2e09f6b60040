import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { MatchDetail } from '../../../../contract/match';
import { AbsentValue } from '../../../components/absent-value';
import { MISSING } from '../../../lib/missing';
import { useLivePoints } from '../../../live/store/live-hooks';
import { matchTabQueries } from '../../../queries/match-tab-queries';
import { groupPoints, mergePoints } from '../group-points';
import { PaneEmpty, QueryPane } from '../match-states';
import { gamesAfter, type PlayedPoint, playedPoints } from '../played-points';

const OUTCOMES: Record<string, string> = {
  ace: 'Ace',
  double_fault: 'Double fault',
  winner: 'Winner',
  forced_error: 'Forced error',
  unforced_error: 'Unforced error',
};

/** The columns of a game's table, in the order PointRow fills them. */
const COLUMNS = ['#', 'Server', 'Serve', 'Outcome', 'Won by', 'Score after'] as const;

function ScoreAfter({ played, names }: { played: PlayedPoint; names: [string, string] }) {
  const { point, ended } = played;
  if (ended === null)
    return (
      <>
        {point.score.p1 ?? MISSING}–{point.score.p2 ?? MISSING}
      </>
    );
  const games = gamesAfter(played);
  const to = point.winner === null ? '' : ` ${names[point.winner - 1]}`;
  return (
    <span className="font-semibold whitespace-normal">
      {ended === 'set' ? 'Set' : 'Game'}
      {to}
      {games === null ? '' : ` (${games})`}
    </span>
  );
}

function PointRow({ played, names }: { played: PlayedPoint; names: [string, string] }) {
  const { point } = played;
  const name = (side: 1 | 2 | null) => (side === null ? null : names[side - 1]);
  return (
    <tr className="border-t border-slate-100 dark:border-slate-800">
      <td className="py-1 pr-2 tabular-nums">{played.ordinal ?? <AbsentValue />}</td>
      <td className="pr-2">{name(played.server) ?? <AbsentValue label="server unknown" />}</td>
      <td className="pr-2">
        {point.serve === 1 ? '1st' : point.serve === 2 ? '2nd' : <AbsentValue label="serve unknown" />}
      </td>
      <td className="pr-2">
        {point.outcome === null ? (
          <AbsentValue label="outcome unknown" />
        ) : (
          (OUTCOMES[point.outcome] ?? `Unknown (${point.outcome})`)
        )}
      </td>
      <td className="pr-2">{name(point.winner) ?? <AbsentValue label="winner unknown" />}</td>
      <td className="whitespace-nowrap tabular-nums">
        <ScoreAfter played={played} names={names} />
      </td>
    </tr>
  );
}

/** Points: every point grouped by the set and game it was played in, with server, serve and outcome. */
export function PointsTab({ match }: { match: MatchDetail }) {
  const query = useInfiniteQuery(matchTabQueries.points(match.id));
  const live = useLivePoints(match.id);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  // A long match spans several pages; read them all so the grouping is complete.
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const data = useMemo(() => {
    if (!query.data) return undefined;
    const pages = query.data.pages;
    return {
      first: pages[0],
      points: playedPoints(
        mergePoints(
          pages.flatMap((p) => p.points),
          live,
        ),
      ),
    };
  }, [query.data, live]);

  const names: [string, string] = [match.players.p1.name, match.players.p2.name];
  return (
    <QueryPane query={{ ...query, data }} tab="points" what="Points">
      {({ first, points }) => {
        if (points.length === 0) {
          return (
            <PaneEmpty>
              {first?.pbp_coverage === 'game'
                ? 'This match is covered game by game only: there are no point rows.'
                : 'No points have been played yet.'}
            </PaneEmpty>
          );
        }
        return (
          <div className="grid gap-4">
            {first?.basis === 'reconstruction' && (
              <p className="text-sm text-slate-700 dark:text-slate-300">
                Rebuilt after the match; capture times are not known.
              </p>
            )}
            {groupPoints(points).map((set) => (
              <section key={set.key} aria-label={set.set === null ? 'Set unknown' : `Set ${set.set}`}>
                <h2 className="text-base font-semibold">
                  {set.set === null ? 'Set unknown' : `Set ${set.set}`}
                </h2>
                {set.games.map((game) => (
                  <div key={game.key} className="mt-2 overflow-x-auto">
                    <table className="w-full text-sm">
                      <caption className="text-left font-medium text-slate-700 dark:text-slate-300">
                        {game.game === null ? 'Game unknown' : `Game ${game.game}`}
                      </caption>
                      <thead className="text-left text-xs text-slate-600 dark:text-slate-300">
                        <tr>
                          {COLUMNS.map((label) => (
                            <th key={label} scope="col" className="pr-2">
                              {label}
                            </th>
                          ))}
                        </tr>
                      </thead>
                      <tbody>
                        {game.points.map((p) => (
                          <PointRow key={p.point.seq} played={p} names={names} />
                        ))}
                      </tbody>
                    </table>
                  </div>
                ))}
              </section>
            ))}
          </div>
        );
      }}
    </QueryPane>
  );
}
