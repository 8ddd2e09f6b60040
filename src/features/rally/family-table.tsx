import { type Column, DataTable } from '../../components/data-table';
import { NumberText } from '../../components/number-text';
import { rowWords } from './family-words';

/** A family's summed columns for one row label. */
export type Sums = Record<string, number>;
export type FamilyRows = Record<string, Sums>;

/** A column of a career table: a count read from the sums, or a rate of two of them. */
export interface StatColumn {
  key: string;
  header: string;
  value: (s: Sums) => number | null;
  percent?: boolean;
  /** Hidden on a phone (the row's other columns still say the essentials). */
  minor?: boolean;
  decimals?: number;
  /** Text after the number, for a value sent as a percentage already (ServeInfluence). */
  suffix?: string;
}

const num = (s: Sums, k: string): number | null => (typeof s[k] === 'number' ? s[k] : null);

/** A count column. */
export const count = (key: string, header: string, minor = false): StatColumn => ({
  key,
  header,
  value: (s) => num(s, key),
  minor,
});

/** A share column: `part / whole` of the same row; no share when the whole is 0 or missing. */
export const share = (
  key: string,
  header: string,
  part: string,
  whole: string,
  minor = false,
): StatColumn => ({
  key,
  header,
  percent: true,
  minor,
  value: (s) => {
    const p = num(s, part);
    const w = num(s, whole);
    return p !== null && w ? p / w : null;
  },
});

/** The row labels to show: the preferred order first, then any label the data adds. */
function labelsOf(rows: FamilyRows, order?: readonly string[]): string[] {
  const present = Object.keys(rows);
  if (!order) return present;
  return [...order.filter((l) => l in rows), ...present.filter((l) => !order.includes(l))];
}

/** One career table of a family: a row per label, the columns given; absent cells never read 0. */
export function FamilyTable({
  caption,
  rows,
  columns,
  order,
  only,
}: {
  caption: string;
  rows: FamilyRows | undefined;
  columns: readonly StatColumn[];
  order?: readonly string[];
  /** Show only these labels (in this order). */
  only?: readonly string[];
}) {
  if (!rows || Object.keys(rows).length === 0)
    return (
      <section aria-label={caption} className="grid content-start gap-1">
        <h3 className="font-semibold">{caption}</h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">Not charted for this player.</p>
      </section>
    );
  const labels = only ? only.filter((l) => l in rows) : labelsOf(rows, order);
  const cols: Column<string>[] = [
    { key: 'row', header: '', rowHeader: true, cell: (l) => rowWords(l), className: 'min-w-[8rem]' },
    ...columns.map(
      (c): Column<string> => ({
        key: c.key,
        header: c.header,
        align: 'right',
        hideBelow: c.minor ? 'sm' : undefined,
        className: 'whitespace-nowrap',
        cell: (l) => (
          <NumberText
            value={c.value(rows[l])}
            percent={c.percent}
            decimals={c.decimals ?? (c.percent ? 1 : 0)}
            suffix={c.suffix}
          />
        ),
      }),
    ),
  ];
  return (
    // Five columns and more need the whole width of a two-column desktop grid.
    <section
      aria-label={caption}
      className={`grid min-w-0 content-start gap-1 ${columns.length >= 5 ? 'xl:col-span-2' : ''}`}
    >
      <h3 className="font-semibold">{caption}</h3>
      <DataTable
        caption={caption}
        captionHidden
        columns={cols}
        rows={labels}
        rowKey={(l) => l}
        density="compact"
        fold
        boxed
        striped
      />
    </section>
  );
}
