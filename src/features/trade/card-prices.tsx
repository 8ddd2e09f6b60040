import type { ReactNode } from 'react';
import { AbsentValue } from '../../components/absent-value';
import { shortTeamName } from '../../lib/match-labels';
import { EDGE_EXPLANATION, formatEdge, formatOdds } from '../../lib/odds-format';
import { useOddsFormat } from '../../lib/odds-format-store';
import type { TradeRow } from './trade-row';

function Fact({
  term,
  children,
  testId,
  hint,
  className = '',
  wide = false,
}: {
  term: string;
  children: ReactNode;
  testId: string;
  hint?: string;
  className?: string;
  /** Takes two columns (the mid where back and lay would stand). */
  wide?: boolean;
}) {
  return (
    <div
      className={`flex min-w-0 flex-col ${hint ? 'cursor-help' : ''} ${wide ? 'col-span-2' : ''}`}
      title={hint}
    >
      <dt className="truncate text-xs text-slate-600 dark:text-slate-400">{term}</dt>
      <dd data-testid={testId} className={`truncate font-semibold tabular-nums ${className}`}>
        {children}
      </dd>
    </div>
  );
}

/** A fact on one line ("Last point 7 s ago"), for the card's small print. */
export function InlineFact({
  term,
  children,
  testId,
  hint,
  wide = false,
  data,
}: {
  term: string;
  children: ReactNode;
  testId: string;
  hint?: string;
  wide?: boolean;
  /** `data-*` attributes on the value, for what reads the card by machine (benchmarks, tests). */
  data?: Record<`data-${string}`, string | number | undefined>;
}) {
  return (
    <div
      className={`flex min-w-0 gap-1 whitespace-nowrap ${hint ? 'cursor-help' : ''} ${wide ? 'basis-full' : ''}`}
      title={hint}
    >
      <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
      <dd {...data} data-testid={testId} className="truncate tabular-nums text-slate-800 dark:text-slate-200">
        {children}
      </dd>
    </div>
  );
}

const or = (text: string | null) => text ?? <AbsentValue />;

// Green above the market, red below; the sign is in the text as well, so colour is never alone.
function edgeTone(edge: number | null): string {
  if (edge === null || Math.abs(edge) < 0.0005) return '';
  return edge > 0 ? 'text-emerald-700 dark:text-emerald-300' : 'text-rose-700 dark:text-rose-300';
}

/**
 * The prices of the first-named player winning, in the user's odds format: the model, the market
 * (back and lay when the venue's book is live, else its mid) and the edge in percentage points.
 * Backing takes the best offer (the ask), laying the best bid, so back odds read shorter than lay.
 */
export function CardPrices({ row, model = true }: { row: TradeRow; model?: boolean }) {
  const format = useOddsFormat();
  const odds = (p: number | null) => or(formatOdds(p, format, 1));
  // A doubles team by surnames, so the line fits the card (the full names are in the card's title).
  const player = shortTeamName(row.match.players.p1.name);
  const book = row.bid !== null && row.ask !== null;
  return (
    <div className="grid gap-0.5">
      <p className="truncate text-xs text-slate-600 dark:text-slate-400">
        <span className="font-semibold text-slate-800 dark:text-slate-200">{player}</span> to win
      </p>
      {/* The edge column takes its text's width (the grid's key number is never cut short); the
          prices share the rest. */}
      <dl className="grid grid-cols-[repeat(3,minmax(0,1fr))_auto] gap-x-1.5 text-sm">
        {model && (
          <Fact term="Model" testId="probability" hint="The model’s chance that this player wins the match">
            {odds(row.probability)}
          </Fact>
        )}
        {book ? (
          <>
            {!model && (
              <Fact term="Mid" testId="mid" hint="Midpoint of the venue’s best bid and offer">
                {odds(row.mid)}
              </Fact>
            )}
            <Fact term="Back" testId="back" hint="Best price to back: the venue’s best offer">
              {odds(row.ask)}
            </Fact>
            <Fact term="Lay" testId="lay" hint="Best price to lay: the venue’s best bid">
              {odds(row.bid)}
            </Fact>
          </>
        ) : (
          <Fact
            term="Market mid"
            testId="mid"
            hint={
              row.match.has_market === false
                ? 'No match-winner market is mapped to this match'
                : 'Midpoint of the venue’s best bid and offer (no live book to back or lay)'
            }
            wide
          >
            {row.match.has_market === false ? 'No market' : odds(row.mid)}
          </Fact>
        )}
        {model && (
          <Fact term="Edge" testId="edge" hint={EDGE_EXPLANATION} className={edgeTone(row.edge)}>
            {or(formatEdge(row.probability, row.mid))}
          </Fact>
        )}
      </dl>
    </div>
  );
}
