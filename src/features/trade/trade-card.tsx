import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AbsentValue } from '../../components/absent-value';
import { Badge } from '../../components/badge';
import { ageLabel } from '../../lib/match-labels';
import { formatGames, formatPoint, formatSets, type Side } from '../../lib/score-format';
import { CARD_TARGET } from './grid-keys';
import type { TradeRow } from './trade-row';
import { formatProbability } from '../../lib/probability';

// A probability never rounds to certainty; an edge (signed, in points) is a plain difference.
const pct = (p: number | null, signed = false) =>
  p === null ? (
    <AbsentValue />
  ) : signed ? (
    `${p > 0 ? '+' : ''}${(p * 100).toFixed(1)}%`
  ) : (
    formatProbability(p, 1)
  );

const age = (seconds: number | null) => {
  const label = ageLabel(seconds);
  return label === null ? <AbsentValue /> : `${label} ago`;
};

function Fact({ term, children, testId }: { term: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{term}</dt>
      <dd data-testid={testId} className="font-semibold tabular-nums">
        {children}
      </dd>
    </div>
  );
}

function ScoreLine({ row, side }: { row: TradeRow; side: Side }) {
  const player = side === 1 ? row.match.players.p1 : row.match.players.p2;
  const serving = row.score?.server === side;
  return (
    <p className="flex items-baseline gap-2 text-sm">
      <span className={`min-w-0 flex-1 truncate ${serving ? 'font-semibold' : ''}`} title={player.name}>
        {serving && <span className="sr-only">serving: </span>}
        {player.name}
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

/** Spoiler-free mode on a card: whether its score shows, and the Reveal/Hide action. */
export interface CardSpoiler {
  /** Spoiler-free mode is on (a shown card then offers "Hide"). */
  on: boolean;
  revealed: boolean;
  toggle: () => void;
}

const SPOILER_OFF: CardSpoiler = { on: false, revealed: true, toggle: () => {} };

/**
 * One live match for a trader: score, model, market, edge, and the two feed ages kept apart. A match
 * hidden in spoiler-free mode keeps only its players and a Reveal button: every number would hint at
 * the score, and so would a break-point highlight.
 */
export function TradeCard({
  row,
  breakPoint,
  spoiler = SPOILER_OFF,
}: {
  row: TradeRow;
  breakPoint: boolean;
  spoiler?: CardSpoiler;
}) {
  const { match } = row;
  const title = `${match.players.p1.name} v ${match.players.p2.name}`;
  const shown = spoiler.revealed;
  const alert = shown && breakPoint;
  return (
    <li
      data-testid="trade-card"
      data-match-id={row.match.id}
      className={`grid gap-2 rounded-lg border bg-white p-3 shadow-sm dark:bg-slate-900 ${
        alert ? 'border-amber-500 dark:border-amber-400' : 'border-slate-200 dark:border-slate-800'
      }`}
    >
      <div className="flex items-start justify-between gap-2">
        <Link
          to={`/matches/${match.id}`}
          {...{ [CARD_TARGET]: '' }}
          className="min-w-0 truncate rounded text-sm font-semibold text-sky-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 dark:text-sky-300 dark:focus-visible:outline-sky-300"
        >
          {title}
        </Link>
        <span className="flex shrink-0 gap-1">
          {shown && row.score?.stale && <Badge tone="warning">Stale</Badge>}
          {alert && <Badge tone="warning">Break point</Badge>}
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
        <dl className="grid grid-cols-3 gap-x-2 gap-y-1 text-sm">
          <Fact term="P1 win" testId="probability">
            {pct(row.probability)}
          </Fact>
          <Fact term="Market mid" testId="mid">
            {pct(row.mid)}
          </Fact>
          <Fact term="Edge" testId="edge">
            {pct(row.edge, true)}
          </Fact>
          <Fact term="Score age" testId="score-age">
            {age(row.scoreAgeS)}
          </Fact>
          <Fact term="Price age" testId="price-age">
            {age(row.priceAgeS)}
          </Fact>
          <Fact term="Danger" testId="danger">
            {row.danger === null ? <AbsentValue /> : row.danger.toFixed(2)}
          </Fact>
        </dl>
      )}
      {spoiler.on && (
        // One button in a fixed slot for both states, so focus stays on it after Reveal or Hide.
        <div className="flex justify-end">
          <button
            type="button"
            aria-label={`${shown ? 'Hide' : 'Reveal'} score of ${title}`}
            onClick={spoiler.toggle}
            className={SPOILER_BUTTON}
          >
            {shown ? 'Hide' : 'Reveal'}
          </button>
        </div>
      )}
    </li>
  );
}
