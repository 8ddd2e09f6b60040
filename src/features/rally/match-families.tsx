import { CellText } from './cell-text';
import { readSplitFamily } from './flatten-family';
import { PlayerFamilies } from './player-families';

const th =
  'border-b border-slate-200 px-2 py-1 text-left font-semibold whitespace-nowrap dark:border-slate-800';
const td = 'border-b border-slate-100 px-2 py-1 tabular-nums whitespace-nowrap dark:border-slate-800';

const splitHeading = (split: string | null) => (split === 'set' ? 'Set' : split === 'row' ? 'Row' : 'Split');
const splitText = (split: string | null, key: string) =>
  split === 'set' && /^\d+$/.test(key) ? `Set ${key}` : key;

/** One family of a charted match: both players, each split (set 1, set 2, total…) a row. */
function FamilyTable({
  name,
  value,
  names,
}: {
  name: string;
  value: unknown;
  names: { p1: string; p2: string };
}) {
  const family = readSplitFamily(value);
  if (!family) return <PlayerFamilies families={{ [name]: value }} />;
  return (
    <section aria-label={name} className="grid gap-2">
      <h2 className="font-semibold">{name}</h2>
      {/* Focusable so a keyboard can scroll a table wider than the screen. */}
      <section
        aria-label={`${name}, scrollable table`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard must be able to scroll a table wider than the screen (axe scrollable-region-focusable).
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-800"
      >
        <table className="w-full text-sm">
          <thead>
            <tr>
              <th scope="col" className={th}>
                Player
              </th>
              <th scope="col" className={th}>
                {splitHeading(family.split)}
              </th>
              {family.columns.map((c) => (
                <th key={c} scope="col" className={`${th} text-right`}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {family.rows.map((r) => (
              <tr key={`${r.side}-${r.key}`}>
                <th scope="row" className={`${td} text-left font-normal`}>
                  {names[r.side]}
                </th>
                <td className={td}>{splitText(family.split, r.key)}</td>
                {family.columns.map((c) => (
                  <td key={c} className={`${td} text-right`}>
                    <CellText value={r.cells[c] ?? null} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}

/** Every family of a charted match, one table each. */
export function MatchFamilies({
  families,
  names,
}: {
  families: Record<string, unknown>;
  names: { p1: string; p2: string };
}) {
  const keys = Object.keys(families);
  if (keys.length === 0) return <p className="text-sm">No stat family is held for this match.</p>;
  return (
    <div className="grid gap-4">
      {keys.map((k) => (
        <FamilyTable key={k} name={k} value={families[k]} names={names} />
      ))}
    </div>
  );
}
