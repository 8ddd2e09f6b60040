import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AbsentValue } from '../../components/absent-value';
import { Button } from '../../components/button';
import { type Column, DataTable } from '../../components/data-table';
import { LocalTimeText } from '../../components/local-time-text';
import { formatOdds, type OddsFormat } from '../../lib/odds-format';
import { useOddsFormat } from '../../lib/odds-format-store';
import { matchTitle } from '../../match-views/match-title';
import type { ExitKind, LabTrade, MatchLabel } from './evaluate-match';
import { formatEdgePp, formatPnl, tapeLink } from './lab-format';

const PAGE = 100;

const EXIT_SHORT: Record<ExitKind, string> = {
  game: 'End of game',
  set: 'End of set',
  match: 'End of match',
  result: 'Settled by the result',
};

const price = (p: number, format: OddsFormat) => formatOdds(p, format, 1);

function columns(
  labels: Record<number, MatchLabel>,
  format: OddsFormat,
  opts: { showDate: boolean; showEdge: boolean },
): Column<LabTrade & { n: number }>[] {
  const all: Column<LabTrade & { n: number }>[] = [
    {
      key: 'match',
      header: 'Match (opens its tape at the entry)',
      foldLabel: 'Match',
      className: 'min-w-[12rem]',
      cell: (t) => {
        const label = labels[t.matchId];
        return (
          <Link
            to={tapeLink(t.matchId, t.entryRow)}
            className="font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
          >
            {label ? matchTitle(...label.names) : `Match ${t.matchId}`}
          </Link>
        );
      },
    },
    {
      key: 'n',
      header: '#',
      foldLabel: 'Trade',
      hideBelow: 'md',
      cell: (t) => t.n,
      align: 'right',
      className: 'tabular-nums',
    },
    {
      key: 'backed',
      header: 'Backed',
      hideBelow: 'sm',
      cell: (t) => labels[t.matchId]?.names[t.side - 1] ?? `Player ${t.side}`,
    },
    {
      key: 'in',
      header: 'Entry price',
      align: 'right',
      hideBelow: 'sm',
      className: 'tabular-nums whitespace-nowrap',
      cell: (t) => price(t.entryMid, format) ?? <AbsentValue />,
    },
    {
      key: 'edge',
      header: 'Edge',
      align: 'right',
      hideBelow: 'sm',
      className: 'tabular-nums whitespace-nowrap',
      cell: (t) => formatEdgePp(t.edgePp) ?? <AbsentValue />,
    },
    {
      key: 'exit',
      header: 'Exit price',
      align: 'right',
      hideBelow: 'sm',
      className: 'tabular-nums whitespace-nowrap',
      // A settled trade has no price: it won or lost.
      cell: (t) =>
        t.exitKind === 'result'
          ? t.exitMid === 1
            ? 'Won'
            : 'Lost'
          : (price(t.exitMid, format) ?? <AbsentValue />),
    },
    {
      key: 'pnl',
      header: 'P&L',
      align: 'right',
      className: 'tabular-nums whitespace-nowrap font-semibold',
      cell: (t) => formatPnl(t.pnl),
    },
    {
      key: 'entry',
      header: 'Entered',
      hideBelow: 'md',
      cell: (t) => (
        <span className="whitespace-nowrap">
          <LocalTimeText iso={t.entryAt} timeOnly={!opts.showDate} /> ·{' '}
          <span className="tabular-nums" data-testid="lab-entry-score">
            {t.entryScore}
          </span>
        </span>
      ),
    },
    {
      key: 'out',
      header: 'Closed',
      hideBelow: 'md',
      cell: (t) => (
        <span className="whitespace-nowrap">
          {EXIT_SHORT[t.exitKind]} · <span className="tabular-nums">{t.exitScore}</span>
        </span>
      ),
    },
  ];
  // Without the model no trade has an edge: the column would be a row of dashes.
  return opts.showEdge ? all : all.filter((c) => c.key !== 'edge');
}

/**
 * Every trade in entry order, a hundred at a time; each opens its match's tape at the entry. P&L
 * sits beside the prices, before the times, so a narrow window scrolls the times out, not the P&L.
 */
export function TradesTable({
  trades,
  labels,
  showDate,
}: {
  trades: readonly LabTrade[];
  labels: Record<number, MatchLabel>;
  /** The period spans more than a day: entry times carry their date. */
  showDate: boolean;
}) {
  const format = useOddsFormat();
  const [shown, setShown] = useState(PAGE);
  const rows = trades.slice(0, shown).map((t, i) => ({ ...t, n: i + 1 }));
  return (
    <div className="grid gap-2">
      <DataTable
        caption={`Trades (${trades.length.toLocaleString('en')})`}
        captionClassName="text-left text-sm font-semibold"
        columns={columns(labels, format, { showDate, showEdge: trades.some((t) => t.edgePp !== null) })}
        rows={rows}
        rowKey={(t) => `${t.matchId}:${t.entryRow}`}
        rowProps={() => ({ 'data-testid': 'lab-trade' })}
        fold
        striped
        density="compact"
      />
      {trades.length > shown && (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span>
            Showing {shown.toLocaleString('en')} of {trades.length.toLocaleString('en')} (the CSV holds all).
          </span>
          <Button variant="secondary" size="sm" onClick={() => setShown((n) => n + PAGE)}>
            Show {Math.min(PAGE, trades.length - shown)} more
          </Button>
        </div>
      )}
    </div>
  );
}
