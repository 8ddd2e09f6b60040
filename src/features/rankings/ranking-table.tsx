import type { ReactNode } from 'react';
import type { RankingRecord } from '../../../contract/rankings';
import { OrAbsent } from '../../components/absent-value';
import { type Column, DataTable } from '../../components/data-table';

export interface RankingColumn {
  header: string;
  cell: (r: RankingRecord) => ReactNode;
  numeric?: boolean;
  /** Dropped on a phone, where only rank, player and the main figure fit. */
  hideBelow?: 'sm' | 'md';
}

interface Props {
  caption: string;
  rows: readonly RankingRecord[];
  columns: readonly RankingColumn[];
  selectedPlayer: number | null;
  onSelectPlayer: (id: number) => void;
}

// Ties print as repeated ranks; the mark says so in words as well as with "=".
function Rank({ rows, index }: { rows: readonly RankingRecord[]; index: number }) {
  const rank = rows[index].rank;
  if (rank === null) return <OrAbsent value={null} />;
  const tied = rows[index - 1]?.rank === rank || rows[index + 1]?.rank === rank;
  return (
    <span data-testid="rank">
      {rank}
      {tied && (
        <span title="Tied">
          <span aria-hidden="true">=</span>
          <span className="sr-only"> (tied)</span>
        </span>
      )}
    </span>
  );
}

/** A rankings table: rank (ties marked), player (a button that draws their history when linked), columns. */
export function RankingTable({ caption, rows, columns, selectedPlayer, onSelectPlayer }: Props) {
  const all: Column<RankingRecord>[] = [
    {
      key: 'rank',
      header: 'Rank',
      className: 'tabular-nums',
      cell: (_, i) => <Rank rows={rows} index={i} />,
    },
    {
      key: 'player',
      header: 'Player',
      cell: (r) =>
        r.player_id === null ? (
          <OrAbsent value={r.player_name} />
        ) : (
          <button
            type="button"
            aria-pressed={selectedPlayer === r.player_id}
            onClick={() => onSelectPlayer(r.player_id as number)}
            className="rounded text-left font-medium text-indigo-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 aria-pressed:font-bold dark:text-indigo-200"
          >
            <OrAbsent value={r.player_name}>{r.player_name}</OrAbsent>
            <span className="sr-only">: show history</span>
          </button>
        ),
    },
    ...columns.map(
      (c): Column<RankingRecord> => ({
        key: c.header,
        header: c.header,
        cell: c.cell,
        align: c.numeric ? 'right' : 'left',
        hideBelow: c.hideBelow,
      }),
    ),
  ];
  return (
    <DataTable
      caption={caption}
      captionHidden
      columns={all}
      rows={rows}
      // Unlinked people have no id; their published name and rank tell them apart.
      rowKey={(r) => `${r.player_id ?? r.player_name}-${r.rank}`}
      rowProps={() => ({ 'data-testid': 'ranking-row' })}
      boxed
      shadedHeader
      tableClassName="w-full sm:min-w-[32rem]"
    />
  );
}
