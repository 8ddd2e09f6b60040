import { lazy, memo, type ReactNode, type RefObject, Suspense, useCallback, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { countryLabel, shortTeamName } from '../../../lib/match-labels';
import type { Player } from '../../../lib/match-types';
import { rankingTitle, replayOf } from '../../../lib/replay';
import {
  formatGames,
  formatPoint,
  formatSets,
  type SetTiebreaks,
  type Side,
  tiebreakSuperscript,
} from '../../../lib/score-format';
import { mergeTiebreaks, tiebreaksFromPoints } from '../../../lib/tiebreaks-from-points';
import { useOnScreen } from '../../../lib/use-on-screen';
import { useLivePointsWhile, useShownScore } from '../../../live/store/live-hooks';
import { useIsRevealed, useSpoilerFree } from '../../../live/watch-along/watch-along-store';
import { useTierAtLeast } from '../../../queries/budget-context';
import { FollowSlot } from '../../../match-views/follow-slot';
import { ReplayTag } from '../../../match-views/replay-tag';
import { MarketMid } from '../signals/market-mid';
import { MOMENTUM_POINTS } from '../signals/momentum-series';
import { MomentumSparkline } from '../signals/momentum-sparkline';
import { rowFigures } from '../signals/row-figures';
import { WinProbabilityBar } from '../signals/win-probability-bar';
import { describeMatch } from './describe-match';
import { FavouriteStar, RowMenu } from './favourite-stars';
import { RowStatus } from './row-badges';
import { embedMids } from './row-labels';
import type { RowMatch, RowScore } from './row-match';
import { RowPlayerName } from './row-player-name';
import { useRowMatch } from './row-source';
import { tiebreakUnknown, wentToTiebreak } from './row-tiebreaks';
import { sameRow } from './same-row';
import { SpoilerToggle } from './spoiler-toggle';

// Loaded when a row first quotes a market: the prices read and its schemas stay out of the slate's
// first JS.
const QuotedMarketMid = lazy(() =>
  import('../signals/quoted-market-mid').then((m) => ({ default: m.QuotedMarketMid })),
);

interface PlayerLineProps {
  player: Player;
  side: Side;
  /** Null draws no numbers at all (a hidden score), unlike a withheld score inside a known one. */
  score: RowScore | null;
  tiebreaks: SetTiebreaks;
  hidden: boolean;
  /** The rank's tooltip: rankings are today's, which matters most on a replay of a past match. */
  rankTitle: string;
}

// Five cells of the row's shared grid, so both players' set and game columns line up:
// serving dot, country + name + rank, sets won, games per set, current game points. On a phone the
// number cells are a little narrower, so a surname keeps its line beside five sets.
function PlayerLine({ player, side, score, tiebreaks, hidden, rankTitle }: PlayerLineProps) {
  const country = countryLabel(player.country);
  const serving = !hidden && score?.server === side;
  const games = hidden ? [] : formatGames(score, side);
  const point = hidden ? null : formatPoint(score, side);
  return (
    <>
      <span className="flex justify-center">
        {serving && (
          <span data-testid="server-marker" className="size-1.5 rounded-full bg-lime-600 dark:bg-lime-400" />
        )}
      </span>
      <span className="flex min-w-0 items-baseline gap-1">
        {/* On a phone the name takes the country's place: beside six set columns it otherwise wraps
            ("Sloane / Stephens"), and the country is on the match page a tap away. */}
        {country && <span className={`${ASIDE} w-[1.45rem] max-sm:hidden`}>{country}</span>}
        <RowPlayerName name={shortTeamName(player.name)} fullName={player.name} strong={serving} />
        {player.ranking !== null && player.ranking !== undefined && (
          <span title={rankTitle} className={ASIDE}>
            {player.ranking}
          </span>
        )}
      </span>
      {hidden ? (
        <span className="col-span-3" />
      ) : (
        <>
          <span
            data-testid="score-sets"
            className="ml-0.5 w-3 text-center font-bold tabular-nums sm:ml-1 sm:w-3.5"
          >
            {formatSets(score, side)}
          </span>
          <span className="flex">
            {games.map((g, i) => {
              const tb = tiebreakSuperscript(tiebreaks, i, side);
              const current = i === games.length - 1;
              // A set decided in a tiebreak is wider on both lines, so the columns stay aligned; wide
              // from the first paint, so the names beside it keep their lines when its points come.
              const width = tiebreaks?.[i] || wentToTiebreak(score, i) ? 'w-[1.125rem]' : 'w-3 sm:w-3.5';
              return (
                <span
                  // Set position is the identity of a games cell; sets never reorder.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  key={i}
                  className={`${width} text-center tabular-nums ${current ? '' : 'text-slate-600 dark:text-slate-400'}`}
                >
                  {g}
                  {tb !== null && <sup className="text-[9px]">{tb}</sup>}
                </span>
              );
            })}
          </span>
          <span
            data-testid="score-point"
            className={`ml-0.5 w-5 rounded-sm text-center font-semibold tabular-nums sm:w-6 ${
              serving
                ? 'bg-lime-100 text-lime-950 dark:bg-lime-900/70 dark:text-lime-50'
                : 'bg-slate-100 dark:bg-slate-800'
            }`}
          >
            {point}
          </span>
        </>
      )}
    </>
  );
}

/** The country and rank beside a name, in the row's small print. */
const ASIDE = 'shrink-0 text-[10px] text-slate-600 dark:text-slate-400';

/** What the row's figures are drawn from, and whether the row is followed and shown. */
interface RowSignalProps {
  match: RowMatch;
  onScreen: boolean;
  hidden: boolean;
  replayInHeading: boolean;
}

/**
 * Probability, market mid and momentum: drawn only for what the key's tier and the row deliver. The
 * model figure and the market figure are about one player (`rowFigures`) and each says whose.
 * One line that never wraps, its height kept from the first paint for whatever is still to come (a
 * quoted mid a moment after the row, the momentum line after the first point rows): a row that grew
 * to take them would push every row and section below it down the screen. A long name gives way.
 */
function RowSignals({ match, onScreen, hidden, replayInHeading }: RowSignalProps) {
  // A key that quotes prices is sent a mid for a row with a market; an ULTRA key its point rows.
  const quotes = useTierAtLeast('PRO');
  const momentum = useTierAtLeast('ULTRA');
  const origin = replayInHeading ? null : replayOf(match);
  if (hidden) return origin ? <SignalsLine>{<ReplayTag origin={origin} />}</SignalsLine> : null;
  const { p1, p2 } = match.players;
  const names = { 1: p1.name, 2: p2.name } as const;
  const modelP1 = match.score?.win_probability_p1 ?? null;
  const figures = rowFigures(modelP1, embedMids(match));
  const quoteComing = quotes && figures.market === null && !match.market_price && match.has_market === true;
  const kept = origin !== null || figures.model !== null || quoteComing || momentum;
  return (
    <SignalsLine kept={kept}>
      {origin && <ReplayTag origin={origin} />}
      {/* One group: the market figure reads as part of the model's phrase about the same player. */}
      <span className="inline-flex min-w-0 items-center gap-1 empty:hidden">
        {figures.model !== null && (
          <WinProbabilityBar side={figures.side} name={names[figures.side]} chance={figures.model} />
        )}
        {figures.market !== null ? (
          <MarketMid
            name={names[figures.side]}
            probability={figures.market}
            afterModel={figures.model !== null}
          />
        ) : (
          // A row carrying the detail embed has said all it knows; only a listing row quotes.
          !match.market_price &&
          onScreen &&
          match.has_market && (
            <Suspense fallback={null}>
              <QuotedMarketMid
                matchId={match.id}
                names={names}
                modelP1={figures.model === null ? null : modelP1}
              />
            </Suspense>
          )
        )}
      </span>
      <MomentumSparkline matchId={match.id} p1Name={p1.name} follow={onScreen} keepPlace={momentum} />
    </SignalsLine>
  );
}

/** `kept`: the line's height is held while what it is waiting for has not come. */
const SignalsLine = ({ children, kept = true }: { children: ReactNode; kept?: boolean }) => (
  <div
    className={`col-start-2 col-end-4 flex min-w-0 items-center gap-x-3 empty:hidden ${kept ? 'min-h-4' : ''}`}
  >
    {children}
  </div>
);

interface RowBodyProps {
  listed: RowMatch;
  sourced: boolean;
  replayInHeading: boolean;
  /** The row's element, for whether it is on screen. */
  rowRef: RefObject<HTMLLIElement | null>;
}

// A row follows the feed while on screen or within a quarter screen of it: enough for a row scrolled
// in to have drawn its newest score as it shows, and under a storm a quarter fewer rows re-rendered
// and repainted per frame than with half a screen's margin (1.5 screens of rows instead of 2).
const FOLLOW_MARGIN = '25% 0px';

/**
 * Everything a drawn row shows beside its link. Its parts render apart: the score cells and the
 * signals each follow the match's live score, the actions (follow, star, menu) only the listing, so
 * a feed frame re-renders a row's numbers, not its buttons.
 */
function RowBody({ listed, sourced, replayInHeading, rowRef }: RowBodyProps) {
  const onScreen = useOnScreen(rowRef, FOLLOW_MARGIN);
  const match = useRowMatch(listed, sourced, onScreen);
  const spoilerFree = useSpoilerFree();
  const revealed = useIsRevealed(match.id);
  const hidden = !revealed;
  return (
    <>
      <RowNumbers match={match} onScreen={onScreen} hidden={hidden} />
      <RowActions match={match} spoilerFree={spoilerFree} revealed={revealed} />
      <RowLiveSignals match={match} onScreen={onScreen} hidden={hidden} replayInHeading={replayInHeading} />
    </>
  );
}

/**
 * The live store's score for this match when newer than the listing's: a feed frame repaints this
 * row alone. Rows off screen follow neither the store nor the listing until they come on screen, so
 * the frames of 480 unseen matches cost no renders.
 */
function useShownMatch(match: RowMatch, onScreen: boolean): RowMatch {
  const score = useShownScore(match.id, match.score, onScreen) as RowScore | null;
  return score === match.score ? match : { ...match, score };
}

/** The status cell, the screen-reader sentence and both players' lines. */
const RowNumbers = memo(function RowNumbers({
  match,
  onScreen,
  hidden,
}: {
  match: RowMatch;
  onScreen: boolean;
  hidden: boolean;
}) {
  const shown = useShownMatch(match, onScreen);
  const { score } = shown;
  const { p1, p2 } = match.players;
  const rankTitle = rankingTitle(match);
  const following = onScreen && !hidden;
  // Finished sets' tiebreak points: the listing's where it sends them, else the ones the point rows
  // this row already follows show (the sparkline's).
  const held = useLivePointsWhile(match.id, following, MOMENTUM_POINTS);
  const tiebreaks = useMemo(
    () => mergeTiebreaks(match.tiebreaks, tiebreaksFromPoints(held)),
    [match.tiebreaks, held],
  );
  // A set decided in a tiebreak before those rows: the match's point rows from its start, read once
  // (through the live store's recovery and the request budget) and only while the row is on screen.
  useLivePointsWhile(match.id, following && tiebreakUnknown(score, tiebreaks), Number.POSITIVE_INFINITY);
  return (
    <>
      {hidden ? (
        <span className="text-[11px] leading-4 font-medium text-slate-700 dark:text-slate-300">
          Score hidden
        </span>
      ) : (
        <RowStatus match={shown} />
      )}
      <p className="sr-only">{describeMatch(shown, hidden)}</p>
      <div
        aria-hidden="true"
        className="grid min-w-0 grid-cols-[0.5rem_minmax(0,1fr)_auto_auto_auto] items-center gap-x-0.5 leading-[1.125rem]"
      >
        <PlayerLine
          player={p1}
          side={1}
          score={score}
          tiebreaks={tiebreaks}
          hidden={hidden}
          rankTitle={rankTitle}
        />
        <PlayerLine
          player={p2}
          side={2}
          score={score}
          tiebreaks={tiebreaks}
          hidden={hidden}
          rankTitle={rankTitle}
        />
      </div>
    </>
  );
});

/** The row's buttons above its link: spoiler toggle, follow, star and menu. */
const RowActions = memo(function RowActions({
  match,
  spoilerFree,
  revealed,
}: {
  match: RowMatch;
  spoilerFree: boolean;
  revealed: boolean;
}) {
  const { p1, p2 } = match.players;
  return (
    <span className="relative flex items-center">
      {spoilerFree && (
        <SpoilerToggle matchId={match.id} revealed={revealed} what={`${p1.name} v ${p2.name}`} />
      )}
      <FollowSlot match={match} />
      {/* On a phone the bell (which follows the match or either player) stands for the star too,
          so the names keep the width. */}
      <span className="hidden sm:contents">
        <FavouriteStar match={match} />
      </span>
      <RowMenu match={match} />
    </span>
  );
});

/** The row's figures, from the live score like its numbers. */
const RowLiveSignals = memo(function RowLiveSignals({
  match,
  onScreen,
  hidden,
  replayInHeading,
}: RowSignalProps) {
  const shown = useShownMatch(match, onScreen);
  return <RowSignals match={shown} onScreen={onScreen} hidden={hidden} replayInHeading={replayInHeading} />;
});

/**
 * One live match on one compact row, as score apps draw it: a status cell (set in play or the event
 * status, with state icons), each player on one line (country, name, rank, serving dot, sets, games
 * per set, current game points), then the win probability, market mid and momentum where the tier
 * has them. The whole row is a link to the match centre; the star and the menu sit above it. In
 * spoiler-free mode a hidden match shows its players and "Score hidden" only. Memoised on what it
 * draws (see `sameRow`) so a poll that changes three scores re-renders three rows, not 500. Inside the
 * slate (`sourced`) a row follows its own match in the slate's row source instead of its props: a
 * listing rewrite re-renders only the rows on screen it changed, and none off screen.
 *
 * A row far from the screen (`drawn` false: its run of rows is more than a screen and a half away,
 * `sections/use-row-window.ts`) is its link alone, so the slate holds a few dozen drawn rows, not 440: the list keeps every row in order, a
 * keyboard still reaches each one (focus scrolls it near, and it is drawn), and the row keeps the
 * height it was last drawn at (`contain-intrinsic-size: auto` with `content-visibility: auto` on an
 * undrawn row alone), so nothing on screen moves.
 */
export const MatchRow = memo(
  function MatchRow({
    match: listed,
    sourced = false,
    replayInHeading = false,
    drawn = true,
    edgeRef,
  }: {
    match: RowMatch;
    sourced?: boolean;
    /** The section's heading carries the replay tag for every row (screen readers still hear it per row). */
    replayInHeading?: boolean;
    drawn?: boolean;
    /** The slate's row window watching this row (the first or last of a run), if it does. */
    edgeRef?: (el: HTMLLIElement | null) => (() => void) | undefined;
  }) {
    const ref = useRef<HTMLLIElement>(null);
    const setRef = useCallback(
      (el: HTMLLIElement | null) => {
        ref.current = el;
        return edgeRef?.(el);
      },
      [edgeRef],
    );
    const { p1, p2 } = listed.players;
    return (
      <li
        ref={setRef}
        data-testid="live-match"
        // A drawn row records its size as it is laid out (contain-intrinsic-size: auto, recorded
        // while it is not size-contained); an undrawn one, always far off screen, is skipped and keeps
        // that size, so nothing moves as runs are drawn and undrawn. Drawn rows are not
        // content-visibility: auto, since a row just inserted is skipped on its first frame (52 px),
        // then drawn at its height: on a phone the first section's rows grew 40 px after the list
        // landed and pushed the next section down. A drawn row contains its layout and paint instead:
        // it is its own stacking context, so a score change repaints that row and the rest of its
        // column is replayed from the cache, not walked again (contain: content; the row's menu opens in
        // a portal, the follow panel in the top layer, so nothing a row opens is clipped).
        className={`relative grid grid-cols-[3rem_minmax(0,1fr)_auto] items-center gap-x-1 border-slate-200 border-b bg-white px-1.5 last:border-b-0 py-0.5 text-sm [contain-intrinsic-size:auto_3.25rem] hover:bg-slate-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:bg-slate-800/60 ${drawn ? '[contain:content]' : '[content-visibility:auto]'}`}
      >
        {/* The whole row opens the match; the buttons above it stay their own targets. */}
        <Link
          to={`/matches/${listed.id}`}
          className="absolute inset-0 rounded-sm focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-700 dark:focus-visible:outline-sky-400"
        >
          <span className="sr-only">
            Match centre: {p1.name} v {p2.name}
          </span>
        </Link>
        {drawn && (
          <RowBody listed={listed} sourced={sourced} replayInHeading={replayInHeading} rowRef={ref} />
        )}
      </li>
    );
  },
  // A sourced row hears its own changes from the row source; its props only say which match it is.
  (prev, next) =>
    prev.sourced === next.sourced &&
    prev.replayInHeading === next.replayInHeading &&
    prev.drawn === next.drawn &&
    prev.edgeRef === next.edgeRef &&
    (next.sourced ? prev.match.id === next.match.id : sameRow(prev.match, next.match)),
);
