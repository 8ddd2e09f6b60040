import { type Column, DataTable } from '../../components/data-table';
import { CellText } from './cell-text';
import { columnWords, FAMILY_WORDS, familyReadingOrder, rowWords } from './family-words';
import { readSplitFamily } from './flatten-family';
import { PlayerFamilies } from './player-families';

const splitHeading = (split: string | null) => (split === 'set' ? 'Set' : 'Part');
const splitText = (split: string | null, key: string) =>
  split === 'set' && /^\d+$/.test(key) ? `Set ${key}` : rowWords(key);

type SplitRow = NonNullable<ReturnType<typeof readSplitFamily>>['rows'][number];

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
    <section aria-label={FAMILY_WORDS[name] ?? name} className="grid min-w-0 gap-2">
      <h2 className="font-semibold">{FAMILY_WORDS[name] ?? name}</h2>
      <DataTable
        caption={FAMILY_WORDS[name] ?? name}
        captionHidden
        columns={[
          {
            key: 'player',
            header: 'Player',
            rowHeader: true,
            className: 'whitespace-nowrap',
            cell: (r) => names[r.side],
          },
          {
            key: 'split',
            header: splitHeading(family.split),
            className: 'whitespace-nowrap',
            cell: (r) => splitText(family.split, r.key),
          },
          ...family.columns.map(
            (c): Column<SplitRow> => ({
              key: c,
              header: columnWords(c),
              align: 'right',
              className: 'whitespace-nowrap',
              cell: (r) => {
                const v = r.cells[c] ?? null;
                // ServeInfluence is sent as percentages of points (61.4 = 61.4%).
                return name === 'ServeInfluence' && c !== 'pts' && typeof v === 'number' ? (
                  `${v.toLocaleString('en')}%`
                ) : (
                  <CellText value={v} />
                );
              },
            }),
          ),
        ]}
        rows={family.rows}
        rowKey={(r) => `${r.side}-${r.key}`}
        density="compact"
        boxed
      />
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
  const keys = familyReadingOrder(Object.keys(families));
  if (keys.length === 0) return <p className="text-sm">No stat family is held for this match.</p>;
  return (
    <div className="grid gap-4">
      {keys.map((k) => (
        <FamilyTable key={k} name={k} value={families[k]} names={names} />
      ))}
    </div>
  );
}
