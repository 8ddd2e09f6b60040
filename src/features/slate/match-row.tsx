import { lazy, memo, Suspense, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Player } from '../../lib/match-types';
import { countryLabel, surfaceLabel } from '../../lib/match-labels';
import { formatGames, formatPoint, formatSets, type Side } from '../../lib/score-format';
import { useOnScreen } from '../../lib/use-on-screen';
import { useShownScore } from '../../live/store/live-hooks';
import { useIsRevealed, useSpoilerFree } from '../../live/watch-along/watch-along-store';
import { describeMatch } from './describe-match';
import { FavouriteStars } from './favourite-stars';
import { MarketMid } from './market-mid';
import { MomentumSparkline } from './momentum-sparkline';
import { RowBadges } from './row-badges';
import { marketMidP1, winProbabilityP1 } from './row-labels';
import type { RowMatch, RowScore } from './row-match';
import { sameRow } from './same-row';
import { SpoilerToggle } from './spoiler-toggle';
import { WinProbabilityBar } from './win-probability-bar';

// Loaded when a row first quotes a market: the prices read and its schemas stay out of the slate's
// first JS (the listing alone must paint within 150 KB).
const QuotedMarketMid = lazy(() =>
  import('./quoted-market-mid').then((m) => ({ default: m.QuotedMarketMid })),
);

interface PlayerLineProps {
  player: Player;
  side: Side;
  /** Null draws no numbers at all (a hidden score), unlike a withheld score inside a known one. */
  score: RowScore | null;
  hidden: boolean;
}

// Renders five cells of the row's shared grid so both players' set and game columns line up.
function PlayerLine({ player, side, score, hidden }: PlayerLineProps) {
  const country = countryLabel(player.country);
  const serving = !hidden && score?.server === side;
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
      {hidden ? (
        <span className="col-span-3" />
      ) : (
        <>
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
      )}
    </>
  );
}

/** Probability, market mid and momentum: drawn only for what the key's tier and the row deliver. */
function RowSignals({ match, onScreen }: { match: RowMatch; onScreen: boolean }) {
  const p1 = match.players.p1.name;
  const probability = winProbabilityP1(match);
  const mid = marketMidP1(match);
  return (
    <div className="mt-2 flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 empty:hidden">
      {probability !== null && <WinProbabilityBar p1Name={p1} percent={probability} />}
      {mid !== null ? (
        <MarketMid p1Name={p1} percent={mid} />
      ) : (
        onScreen &&
        match.has_market && (
          <Suspense fallback={null}>
            <QuotedMarketMid matchId={match.id} p1Name={p1} />
          </Suspense>
        )
      )}
      <MomentumSparkline matchId={match.id} p1Name={p1} follow={onScreen} />
    </div>
  );
}

/**
 * One live match: players, sets, games per set, points, the server, state badges, the model's win
 * probability, the market mid and a momentum sparkline. In spoiler-free mode a hidden match shows its
 * players and "Score hidden" only. Memoised on what it draws (see `sameRow`) so a poll that changes
 * three scores re-renders three rows, not 500.
 */
export const MatchRow = memo(
  function MatchRow({ match }: { match: RowMatch }) {
    const spoilerFree = useSpoilerFree();
    const revealed = useIsRevealed(match.id);
    const hidden = !revealed;
    // The live store's score for this match, when newer than the listing's: a feed frame repaints
    // this row alone. Rows off screen follow the listing instead (rewritten from the feed about once
    // a second), so the frames of 480 unseen matches cost no renders.
    const ref = useRef<HTMLLIElement>(null);
    const onScreen = useOnScreen(ref);
    const score = useShownScore(match.id, match.score, onScreen) as RowScore | null;
    const shown = score === match.score ? match : { ...match, score };
    const { p1, p2 } = match.players;
    const meta = [match.round, surfaceLabel(match.surface)].filter((part) => part !== null).join(' · ');
    return (
      <li
        ref={ref}
        data-testid="live-match"
        // Off-screen rows skip layout and paint; the intrinsic size keeps the scrollbar steady.
        className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm [contain-intrinsic-size:auto_8rem] [content-visibility:auto] dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="mb-2 flex min-h-5 items-start justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
          <span>{meta}</span>
          {hidden ? (
            <span className="font-medium text-slate-700 dark:text-slate-300">Score hidden</span>
          ) : (
            <RowBadges match={shown} />
          )}
        </div>
        <p className="sr-only">{describeMatch(shown, hidden)}</p>
        <div
          aria-hidden="true"
          className="grid grid-cols-[0.75rem_minmax(0,1fr)_auto_auto_auto] items-center gap-x-1.5 gap-y-1 sm:gap-x-2"
        >
          <PlayerLine player={p1} side={1} score={score} hidden={hidden} />
          <PlayerLine player={p2} side={2} score={score} hidden={hidden} />
        </div>
        {!hidden && <RowSignals match={shown} onScreen={onScreen} />}
        <div className="flex flex-wrap items-end justify-between gap-2">
          <FavouriteStars match={match} />
          <span className="ml-auto flex shrink-0 items-center gap-2">
            {spoilerFree && (
              <SpoilerToggle matchId={match.id} revealed={revealed} what={`${p1.name} v ${p2.name}`} />
            )}
            <Link
              to={`/matches/${match.id}`}
              className="shrink-0 rounded text-xs font-medium text-lime-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-lime-600 dark:text-lime-300"
            >
              Match centre
              <span className="sr-only">
                : {p1.name} v {p2.name}
              </span>
            </Link>
          </span>
        </div>
      </li>
    );
  },
  (prev, next) => sameRow(prev.match, next.match),
);
