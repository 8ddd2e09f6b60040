import { CellText } from './cell-text';
import { flattenFamily } from './flatten-family';

const th = 'border-b border-slate-200 px-2 py-1 text-left font-semibold dark:border-slate-800';
const td = 'border-b border-slate-100 px-2 py-1 dark:border-slate-800';

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
          <section
            aria-label={`${name}, scrollable table`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard must be able to scroll a table wider than the screen (axe scrollable-region-focusable).
            tabIndex={0}
            className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <table className="w-full text-sm">
              <thead>
                <tr>
                  <th scope="col" className={th}>
                    Column
                  </th>
                  <th scope="col" className={`${th} text-right`}>
                    Sum
                  </th>
                </tr>
              </thead>
              <tbody>
                {flattenFamily(families[name]).map(([col, value]) => (
                  <tr key={col}>
                    <th scope="row" className={`${td} text-left font-normal`}>
                      {col}
                    </th>
                    <td className={`${td} text-right tabular-nums`}>
                      <CellText value={value} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </section>
      ))}
    </div>
  );
}
