import { useState } from 'react';
import type { Price } from '../../../../contract/market';
import { AbsentValue } from '../../../components/absent-value';
import { Button } from '../../../components/button';
import { type Column, DataTable } from '../../../components/data-table';
import { LocalTimeText } from '../../../components/local-time-text';
import { formatOdds } from '../../../lib/odds-format';
import { useOddsFormat } from '../../../lib/odds-format-store';
import { pairQuotes, type QuotePair } from './market-ticks';

/** Lines shown before "Show more": a long match has thousands of ticks. */
const PAGE = 25;

/** Quotes newest first, both players on one line; back and lay (as the grid orders them) fold under the time on a phone. */
export function QuoteTable({ ticks, names }: { ticks: readonly Price[]; names: [string, string] }) {
  const odds = useOddsFormat();
  const [shown, setShown] = useState(PAGE);
  const pairs = pairQuotes(ticks);
  const o = (v: number | null | undefined) => formatOdds(v, odds, 1) ?? <AbsentValue />;
  const columns: Column<QuotePair>[] = [
    {
      key: 'time',
      header: 'Time',
      className: 'whitespace-nowrap',
      cell: (q) => <LocalTimeText iso={q.timestamp} timeOnly />,
    },
    { key: 'p1', header: `${names[0]} mid`, align: 'right', cell: (q) => o(q.p1?.mid) },
    { key: 'p2', header: `${names[1]} mid`, align: 'right', cell: (q) => o(q.p2?.mid) },
    {
      key: 'ask',
      header: `${names[0]} back`,
      align: 'right',
      hideBelow: 'sm',
      cell: (q) => o(q.p1?.ask),
    },
    {
      key: 'bid',
      header: `${names[0]} lay`,
      align: 'right',
      hideBelow: 'sm',
      cell: (q) => o(q.p1?.bid),
    },
    {
      key: 'quote',
      header: 'Quote',
      hideBelow: 'md',
      cell: (q) => {
        const t = q.p1 ?? q.p2;
        return t?.synthetic ? 'Estimated spread' : t?.synthetic === false ? 'Order book' : <AbsentValue />;
      },
    },
  ];
  return (
    <div className="grid gap-2">
      <DataTable
        caption={`Quotes, newest first (${pairs.length})`}
        captionClassName="text-left text-sm text-slate-700 dark:text-slate-300"
        label="Quotes"
        columns={columns}
        rows={pairs.slice(0, shown)}
        rowKey={(q) => q.key}
        rowProps={() => ({ 'data-testid': 'quote-row' })}
        density="compact"
        fold
      />
      {pairs.length > shown && (
        <Button size="sm" className="justify-self-start" onClick={() => setShown((n) => n + PAGE)}>
          Show {Math.min(PAGE, pairs.length - shown)} more quotes
        </Button>
      )}
    </div>
  );
}
