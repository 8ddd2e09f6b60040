import type { ReactNode } from 'react';
import type { RankingRecord } from '../../../contract/rankings';
import { OrAbsent } from '../../components/absent-value';

export interface RankingColumn {
  header: string;
  cell: (r: RankingRecord) => ReactNode;
  numeric?: boolean;
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
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Rank
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Player
            </th>
            {columns.map((c) => (
              <th
                key={c.header}
                scope="col"
                className={`px-3 py-2 font-semibold ${c.numeric ? 'text-right' : ''}`}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr
              // Unlinked people have no id; their published name and rank tell them apart.
              key={`${r.player_id ?? r.player_name}-${r.rank}`}
              data-testid="ranking-row"
              className="border-t border-slate-200 dark:border-slate-800"
            >
              <td className="px-3 py-2 tabular-nums">
                <Rank rows={rows} index={i} />
              </td>
              <td className="px-3 py-2">
                {r.player_id === null ? (
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
                )}
              </td>
              {columns.map((c) => (
                <td key={c.header} className={`px-3 py-2 ${c.numeric ? 'text-right tabular-nums' : ''}`}>
                  {c.cell(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
