import { pointStakes } from '../../../../contract/markov/point-stakes';
import type { MatchFormat } from '../../../../contract/markov/score-state';
import { stateFromWire } from '../../../../contract/markov/wire-state';
import type { LivePoint } from '../../../../contract/points';
import type { GameGroup } from './group-points';
import { inTiebreak } from './played-points';
import { PointRow } from './point-row';

/** Break, set and match points of the state a point was played from; null when that state is not held. */
function stakesFrom(before: LivePoint | undefined, format: MatchFormat) {
  if (!before) return null;
  const state = stateFromWire(
    {
      sets: before.sets.map((s) => s ?? 0),
      games: before.games,
      points: [before.score.p1, before.score.p2],
      server: before.server,
      is_tiebreak: inTiebreak(before),
    },
    format,
  );
  return state ? pointStakes(state, format) : null;
}

/** Who served the game, and how it ended: held, broken, or a tiebreak won. */
function gameLine(game: GameGroup, names: [string, string]): string {
  const tiebreak = game.points.some((p) => p.before && inTiebreak(p.before));
  const server = game.points.find((p) => p.server !== null)?.server ?? null;
  const last = game.points.find((p) => p.ended !== null);
  const by = (side: 1 | 2) => names[side - 1];
  if (tiebreak) return last?.point.winner ? `Tiebreak, won by ${by(last.point.winner)}` : 'Tiebreak';
  const serving = server ? `${by(server)} serving` : 'Server unknown';
  if (!last?.point.winner || !server) return serving;
  return `${serving} · ${last.point.winner === server ? 'held' : `broken by ${by(last.point.winner)}`}`;
}

/** One game's points as a compact table, one line per point down to a 360 px phone. */
export function PointGame({
  game,
  names,
  short,
  format,
}: {
  game: GameGroup;
  names: [string, string];
  short: [string, string];
  format: MatchFormat;
}) {
  return (
    <table className="relative mt-2 w-full table-fixed text-sm lg:max-w-3xl" data-testid="point-game">
      <caption className="text-left">
        <span className="font-medium">{game.game === null ? 'Game unknown' : `Game ${game.game}`}</span>
        <span className="text-slate-600 dark:text-slate-300"> · {gameLine(game, names)}</span>
      </caption>
      <colgroup>
        <col className="w-6" />
        <col className="w-20 sm:w-24" />
        <col />
        <col className="w-11 sm:w-14" />
        <col className="w-[4.75rem] sm:w-32" />
        <col className="w-9 sm:w-24" />
      </colgroup>
      <thead className="text-left text-xs text-slate-600 dark:text-slate-300">
        <tr>
          <th scope="col" className="pr-2 text-right font-medium">
            #
          </th>
          <th scope="col" className="pr-2 font-medium">
            Score
          </th>
          <th scope="col" className="pr-2 font-medium">
            Won by
          </th>
          <th scope="col" className="pr-2 font-medium">
            Serve
          </th>
          <th scope="col" className="pr-2 font-medium">
            How
          </th>
          <th scope="col" className="text-right font-medium">
            <span className="sr-only sm:not-sr-only">At stake</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {game.points.map((p) => (
          <PointRow
            key={p.point.seq}
            played={p}
            names={names}
            short={short}
            stakes={stakesFrom(p.before, format)}
          />
        ))}
      </tbody>
    </table>
  );
}
