import { memo } from 'react';
import { Link } from 'react-router-dom';
import { AbsentValue } from '../../components/absent-value';
import { Badge } from '../../components/badge';
import { PlayerCell } from '../../components/player-cell';
import { countryLabel, interruptedFor, isInterrupted, shortTeamName } from '../../lib/match-labels';
import { formatImportance, IMPORTANCE_EXPLANATION } from '../../lib/point-importance';
import { rankingTitle, replayOf } from '../../lib/replay';
import { formatGames, formatPoint, formatSets, type Side } from '../../lib/score-format';
import { ReplayTag } from '../../match-views/replay-tag';
import { WhatIfMatrix } from '../../match-views/what-if-matrix';
import { cardName } from './card-name';
import { CardPrices, InlineFact } from './card-prices';
import { CARD_TARGET } from './grid-keys';
import { PriceAge } from './price-age';
import { ScoreAge } from './score-age';
import { MiniChart } from './trade-charts';
import type { TradeRow } from './trade-row';

function ScoreLine({ row, side }: { row: TradeRow; side: Side }) {
  const { match } = row;
  const player = side === 1 ? match.players.p1 : match.players.p2;
  const serving = row.score?.server === side;
  // The slate's and the scoreboard's player line: country, name, rank. The name is the short
  // surname-first form, which a quarter-width card fits on one line beside five sets; a longer one
  // wraps to a second line (the card's height leaves room for one), never cut to "Kenny D…".
  return (
    <p className="flex items-baseline gap-2 text-sm">
      <span className="min-w-0 flex-1">
        <PlayerCell
          look="row"
          name={cardName(player.name)}
          fullName={player.name}
          country={countryLabel(player.country)}
          rank={player.ranking}
          rankTitle={rankingTitle(match)}
          strong={serving}
          before={
            // On the name's first line, where a name takes two.
            <span
              aria-hidden="true"
              className="flex h-5 w-1.5 shrink-0 items-center justify-center self-start"
            >
              {serving && (
                <span
                  data-testid="server-marker"
                  className="size-1.5 rounded-full bg-lime-600 dark:bg-lime-400"
                />
              )}
            </span>
          }
        />
        {serving && <span className="sr-only">serving</span>}
      </span>
      <span className="tabular-nums">
        {formatSets(row.score, side)} | {formatGames(row.score, side).join(' ')} |{' '}
        {formatPoint(row.score, side)}
      </span>
    </p>
  );
}

const SPOILER_BUTTON =
  'rounded-md border border-slate-400 px-2 py-0.5 text-xs font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 dark:border-slate-500 dark:text-slate-100 dark:hover:bg-slate-800 dark:focus-visible:outline-sky-300';

const PIN_BUTTON =
  'shrink-0 rounded p-0.5 text-slate-500 hover:text-slate-900 aria-pressed:text-sky-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 dark:text-slate-400 dark:hover:text-white dark:aria-pressed:text-sky-300 dark:focus-visible:outline-sky-300';

/** Spoiler-free mode on a card: whether its score shows, and the Reveal/Hide action. */
export interface CardSpoiler {
  /** Spoiler-free mode is on (a shown card then offers "Hide"). */
  on: boolean;
  revealed: boolean;
  toggle: () => void;
}

const SPOILER_OFF: CardSpoiler = { on: false, revealed: true, toggle: () => {} };

/** Where the card sits in the grid's order: pinned, just moved by a re-sort, on screen (drawn live). */
export interface CardPlace {
  pinned: boolean;
  onPin?: (matchId: number) => void;
  moved: boolean;
  onScreen: boolean;
  /** The key carries the model (ULTRA); without it the model's columns are left out. */
  model?: boolean;
  /** The card shows the what-if matrix (it spans two columns and grows to fit). */
  expanded?: boolean;
  onExpand?: (matchId: number) => void;
  /**
   * Drawn in full (the default), or its link alone: a card more than a screen from sight keeps its
   * place, size, link and order in the grid but none of its content, so the page lays out and paints
   * a screenful of cards instead of every live match (about 440 under a busy feed).
   */
  drawn?: boolean;
}

const PLACE_DEFAULT: CardPlace = { pinned: false, moved: false, onScreen: true };

function PinButton({
  id,
  title,
  pinned,
  onPin,
}: {
  id: number;
  title: string;
  pinned: boolean;
  onPin: (id: number) => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={pinned}
      aria-label={`Pin ${title} to the top`}
      title={pinned ? 'Pinned to the top: press to unpin' : 'Pin to the top'}
      onClick={() => onPin(id)}
      className={PIN_BUTTON}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className="size-4"
        fill={pinned ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <path d="M6 1.5h4l-.5 4 2.5 2.5v1H4v-1L6.5 5.5 6 1.5zM8 9v5.5" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

function ExpandButton({
  id,
  title,
  expanded,
  onExpand,
}: {
  id: number;
  title: string;
  expanded: boolean;
  onExpand: (id: number) => void;
}) {
  return (
    <button
      type="button"
      aria-expanded={expanded}
      // Only a shown panel is named: a reference to nothing is an error to a screen reader.
      aria-controls={expanded ? `what-if-${id}` : undefined}
      aria-label={`What if: ${title}`}
      title={expanded ? 'Hide the what-if matrix' : 'Show what the next point, game and set do to the price'}
      onClick={() => onExpand(id)}
      className={PIN_BUTTON}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <path d={expanded ? 'M4 10l4-4 4 4' : 'M4 6l4 4 4-4'} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

/**
 * The card's link to its match page, the arrow keys' target. Memoised: a card re-renders on every
 * score of its match, and the router's link (its hooks, its click handler) was as much work as the
 * rest of the card.
 */
const CardLink = memo(function CardLink({
  id,
  title,
  shortTitle,
}: {
  id: number;
  title: string;
  shortTitle: string;
}) {
  return (
    <Link
      to={`/matches/${id}`}
      {...{ [CARD_TARGET]: '' }}
      title={title}
      className="block truncate rounded text-sm font-semibold text-sky-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 dark:text-sky-300 dark:focus-visible:outline-sky-300"
    >
      {shortTitle}
    </Link>
  );
});

/**
 * One live match for a trader: score, a live chart, prices in the user's odds format, edge, and the
 * two feed ages kept apart. A match hidden in spoiler-free mode keeps only its players and a Reveal
 * button: every number would hint at the score, and so would a break-point highlight.
 */
export function TradeCard({
  row,
  breakPoint,
  spoiler = SPOILER_OFF,
  place = PLACE_DEFAULT,
}: {
  row: TradeRow;
  breakPoint: boolean;
  spoiler?: CardSpoiler;
  place?: CardPlace;
}) {
  const { match } = row;
  const title = `${match.players.p1.name} v ${match.players.p2.name}`;
  // Doubles teams by surnames on the card (as on the slate); the full names stay on hover.
  const shortTitle = `${shortTeamName(match.players.p1.name)} v ${shortTeamName(match.players.p2.name)}`;
  const shown = spoiler.revealed;
  const alert = shown && breakPoint;
  const importance = formatImportance(row.danger);
  const canExpand = shown && place.model !== false && place.onExpand !== undefined;
  const expanded = canExpand && place.expanded === true;
  // The slate's words for a pause: how long since play stopped (the grid sorts it below live play).
  const pause = isInterrupted(match) ? interruptedFor(match) : null;
  const origin = replayOf(match);
  const chartBox = expanded ? 'h-12 shrink-0' : 'min-h-8 flex-1';
  const link = <CardLink id={match.id} title={title} shortTitle={shortTitle} />;
  if (place.drawn === false && !expanded)
    // The same elements down to the link, so a card drawn when its link takes focus (arrow keys, Tab:
    // the browser scrolls it near) keeps the focused element. Same height, no border: nothing to paint.
    // No `content-visibility: auto`: a link alone has nothing worth skipping, and the browser checks
    // every such box against the viewport on every frame (about 380 of them under a busy feed).
    return (
      <li
        data-testid="trade-card"
        data-match-id={row.match.id}
        data-pinned={place.pinned || undefined}
        data-undrawn=""
        className="h-[18.25rem] p-3 [contain:strict]"
      >
        <div className="flex items-start gap-1.5">
          {false}
          <div className="min-w-0 flex-1">{link}</div>
        </div>
      </li>
    );
  return (
    <li
      data-testid="trade-card"
      data-match-id={row.match.id}
      data-no-market={match.has_market === false || undefined}
      data-pinned={place.pinned || undefined}
      data-moved={place.moved || undefined}
      // A fixed height with strict containment makes each card its own layout root: a score or price
      // changing inside it never re-lays out the grid of 500 cards around it. Off screen, the browser
      // skips the card's rendering altogether (content-visibility). The one expanded card grows to its
      // matrix instead (layout and paint stay contained), two columns by two rows so the cards after it
      // fill the rows beside it rather than leaving them empty; only where the grid has two columns
      // (its width, 33.5 rem, is two cards and a gap), since a span past the last column would add an
      // implicit one and push the grid past the window's edge.
      className={`flex flex-col gap-2 overflow-hidden rounded-lg border bg-white p-3 dark:bg-slate-900 ${
        expanded
          ? '@min-[33.5rem]:col-span-2 @min-[33.5rem]:row-span-2 [contain:layout_paint]'
          : 'h-[18.25rem] [contain:strict] [content-visibility:auto]'
      } ${
        alert ? 'border-amber-500 dark:border-amber-400' : 'border-slate-200 dark:border-slate-800'
      } ${place.moved ? 'ring-2 ring-sky-600 dark:ring-sky-400' : ''}`}
    >
      <div className="flex items-start gap-1.5">
        {place.onPin && <PinButton id={match.id} title={title} pinned={place.pinned} onPin={place.onPin} />}
        <div className="min-w-0 flex-1">
          {link}
          {/* The marks follow the event's name and wrap below it when both do not fit: squeezed beside a
              "Break point" badge, a long name shrank to a stray "W…". The chart gives up the line. */}
          <p className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs text-slate-600 dark:text-slate-400">
            <span className="min-w-0 truncate">
              {[match.tournament, match.round].filter(Boolean).join(' · ')}
            </span>
            {origin && <ReplayTag origin={origin} />}
            {place.moved && <span className="sr-only">moved</span>}
            {isInterrupted(match) && (
              <Badge
                tone="warning"
                title={`Play interrupted${pause ? ` ${pause} ago` : ''}: its prices are not a live edge`}
              >
                <span data-testid="interrupted" aria-hidden="true">
                  Int.{pause ? ` ${pause}` : ''}
                </span>
                <span className="sr-only">Interrupted{pause ? ` ${pause} ago` : ''}</span>
              </Badge>
            )}
            {shown && row.score?.stale && !isInterrupted(match) && <Badge tone="warning">Stale</Badge>}
            {alert && <Badge tone="warning">Break point</Badge>}
          </p>
        </div>
        <span className="flex shrink-0 items-center gap-1">
          {spoiler.on && (
            // One button in a fixed slot for both states, so focus stays on it after Reveal or Hide.
            <button
              type="button"
              aria-label={`${shown ? 'Hide' : 'Reveal'} score of ${title}`}
              onClick={spoiler.toggle}
              className={SPOILER_BUTTON}
            >
              {shown ? 'Hide' : 'Reveal'}
            </button>
          )}
          {canExpand && place.onExpand && (
            <ExpandButton id={match.id} title={title} expanded={expanded} onExpand={place.onExpand} />
          )}
        </span>
      </div>
      {shown ? (
        <div>
          <ScoreLine row={row} side={1} />
          <ScoreLine row={row} side={2} />
        </div>
      ) : (
        <p className="text-sm italic text-slate-700 dark:text-slate-300">Score hidden</p>
      )}
      {shown && (
        <>
          {/* The chart takes the card's height left over: 4.25 rem, or less where a name takes two lines. */}
          {place.onScreen ? (
            <MiniChart
              matchId={match.id}
              player={match.players.p1.name}
              market={row.mid !== null}
              className={chartBox}
            />
          ) : (
            <div className={chartBox} />
          )}
          <CardPrices row={row} model={place.model !== false} />
          {/* Wraps rather than cut an age short ("Last point 1 min ago" did not fit half a card). */}
          <dl className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs">
            <ScoreAge row={row} ticking={place.onScreen} />
            <PriceAge row={row} ticking={place.onScreen} />
            {place.model !== false && (
              <InlineFact term="Point importance" testId="danger" hint={IMPORTANCE_EXPLANATION} wide>
                {importance ?? <AbsentValue />}
              </InlineFact>
            )}
          </dl>
          {expanded && (
            <div id={`what-if-${match.id}`} className="border-t border-slate-200 pt-2 dark:border-slate-800">
              <WhatIfMatrix match={match} score={row.score} heading="h3" />
            </div>
          )}
        </>
      )}
    </li>
  );
}
