import { OrAbsent } from '../../components/absent-value';

interface SeasonRecord {
  season: unknown;
  wins?: unknown;
  losses?: unknown;
}

// `season` is an open array in the contract; rows without a season are skipped rather than guessed.
const isRecord = (row: unknown): row is SeasonRecord =>
  typeof row === 'object' && row !== null && 'season' in row;

/** Win–loss per recent season; a missing count is absent, not 0. */
export function PlayerSeasons({ season }: { season: unknown[] | null }) {
  const rows = (season ?? []).filter(isRecord);
  if (rows.length === 0) return null;
  return (
    <div className="overflow-x-auto">
      <table className="text-sm">
        <caption className="text-left text-xs font-semibold text-slate-700 dark:text-slate-300">
          Season record
        </caption>
        <thead>
          <tr className="text-left text-xs text-slate-600 dark:text-slate-400">
            <th scope="col" className="pr-4">
              Season
            </th>
            <th scope="col" className="pr-4">
              Won
            </th>
            <th scope="col">Lost</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={String(r.season)}>
              <th scope="row" className="pr-4 text-left font-medium">
                {String(r.season)}
              </th>
              <td className="pr-4 tabular-nums">
                <OrAbsent value={typeof r.wins === 'number' ? r.wins : null} />
              </td>
              <td className="tabular-nums">
                <OrAbsent value={typeof r.losses === 'number' ? r.losses : null} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
