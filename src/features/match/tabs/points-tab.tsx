import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MatchDetail } from '../../../../contract/match';
import { playerSurname } from '../../../../contract/player-surname';
import type { Score } from '../../../../contract/score';
import { SelectField } from '../../../components/select-field';
import { matchFormat } from '../../../lib/model-inputs';
import { useLivePoints } from '../../../live/store/live-hooks';
import { matchTabQueries } from '../../../queries/match-tab-queries';
import { PaneEmpty, QueryPane } from '../match-states';
import { groupPoints, mergePoints, newestFirst } from '../points/group-points';
import { playedPoints } from '../points/played-points';
import { PointGame } from '../points/point-game';

const ORDERS = [
  { key: 'newest', label: 'Newest first' },
  { key: 'oldest', label: 'Oldest first' },
] as const;

/** A surname for the narrow column; a doubles team keeps both surnames. */
function shortName(name: string): string {
  return name
    .split(' / ')
    .map((n) => playerSurname(n))
    .join('/');
}

/** Points: every point grouped by the set and game it was played in, newest first unless asked. */
export function PointsTab({ match, score }: { match: MatchDetail; score: Score | null }) {
  const [params, setParams] = useSearchParams();
  const order = params.get('order') === 'oldest' ? 'oldest' : 'newest';
  const format = matchFormat(match, score);
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
  const short: [string, string] = [shortName(names[0]), shortName(names[1])];
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
        const grouped = groupPoints(points);
        return (
          <div className="grid gap-4">
            <div className="flex flex-wrap items-end justify-between gap-2">
              {first?.basis === 'reconstruction' ? (
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  Rebuilt after the match; capture times are not known.
                </p>
              ) : (
                <span />
              )}
              <SelectField
                label="Order"
                compact
                inline
                value={order}
                options={ORDERS}
                onChange={(next) =>
                  setParams(
                    (prev) => {
                      const p = new URLSearchParams(prev);
                      if (next === 'oldest') p.set('order', 'oldest');
                      else p.delete('order');
                      return p;
                    },
                    { replace: true },
                  )
                }
              />
            </div>
            {(order === 'newest' ? newestFirst(grouped) : grouped).map((set) => (
              <section key={set.key} aria-label={set.set === null ? 'Set unknown' : `Set ${set.set}`}>
                <h2 className="text-base font-semibold">
                  {set.set === null ? 'Set unknown' : `Set ${set.set}`}
                </h2>
                {set.games.map((game) => (
                  <PointGame key={game.key} game={game} names={names} short={short} format={format} />
                ))}
              </section>
            ))}
          </div>
        );
      }}
    </QueryPane>
  );
}
