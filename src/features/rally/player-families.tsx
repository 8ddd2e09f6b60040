import { type Column, DataTable } from '../../components/data-table';
import { CellText } from './cell-text';
import { type Cell, flattenFamily } from './flatten-family';

const COLUMNS: Column<[string, Cell]>[] = [
  { key: 'column', header: 'Column', rowHeader: true, cell: ([col]) => col },
  { key: 'sum', header: 'Sum', align: 'right', cell: ([, value]) => <CellText value={value} /> },
];

/** A charting player's career families: raw sums of numeric columns, one table per family. */
export function PlayerFamilies({ families }: { families: Record<string, unknown> }) {
  const names = Object.keys(families);
  if (names.length === 0) return <p className="text-sm">No stat family is held for this player.</p>;
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {names.map((name) => (
        <section
          key={name}
          aria-label={name}
          className="rounded-lg border border-slate-200 p-3 dark:border-slate-800"
        >
          <h2 className="mb-2 font-semibold">{name}</h2>
          <DataTable
            caption={name}
            captionHidden
            columns={COLUMNS}
            rows={flattenFamily(families[name])}
            rowKey={([col]) => col}
            density="compact"
          />
        </section>
      ))}
    </div>
  );
}
