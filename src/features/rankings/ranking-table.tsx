import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
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
  /**
   * Official weekly systems: the name opens the player's page and a button their weekly career
   * (by the ranking files' id), in place of the as-of history button.
   */
  career?: { selected: number | null; open: (r: RankingRecord) => void };
  /** A short line under the name on a phone, for a column a phone has no room for. */
  note?: (r: RankingRecord) => ReactNode;
}

const linkClass =
  'rounded font-medium text-indigo-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-200';

/** The player's name, linked to their page when the roster holds them, and the career button. */
function CareerCell({ r, career }: { r: RankingRecord; career: NonNullable<Props['career']> }) {
  const id = r.archive_player_id ?? null;
  return (
    <span className="flex flex-wrap items-baseline gap-x-2">
      {r.player_id !== null ? (
        <Link to={`/players/${r.player_id}`} className={linkClass}>
          <OrAbsent value={r.player_name} />
        </Link>
      ) : (
        <OrAbsent value={r.player_name} />
      )}
      {id !== null && (
        <button
          type="button"
          aria-pressed={career.selected === id}
          aria-label={`Career of ${r.player_name ?? 'this player'}`}
          onClick={() => career.open(r)}
          className="rounded text-xs font-medium text-slate-700 underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-indigo-600 aria-pressed:font-bold dark:text-slate-300"
        >
          Career
        </button>
      )}
    </span>
  );
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
export function RankingTable({
  caption,
  rows,
  columns,
  selectedPlayer,
  onSelectPlayer,
  career,
  note,
}: Props) {
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
      cell: (r) => (
        <>
          {career ? (
            <CareerCell r={r} career={career} />
          ) : r.player_id === null ? (
            <OrAbsent value={r.player_name} />
          ) : (
            <button
              type="button"
              aria-pressed={selectedPlayer === r.player_id}
              onClick={() => onSelectPlayer(r.player_id as number)}
              className={`${linkClass} text-left aria-pressed:font-bold`}
            >
              <OrAbsent value={r.player_name}>{r.player_name}</OrAbsent>
              <span className="sr-only">: show history</span>
            </button>
          )}
          {note ? (
            <span className="block text-xs text-slate-600 sm:hidden dark:text-slate-400">{note(r)}</span>
          ) : null}
        </>
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
