import { useMemo } from 'react';
import type { TournamentGroup } from '../order/group-by-tournament';
import { type ColumnPart, slateColumns } from '../order/slate-columns';
import type { RowMatch } from '../rows/row-match';
import { FavouritesSection } from './favourites-section';
import { TournamentSection } from './tournament-section';
import { useColumnCount } from './use-column-count';

/** Rows drawn on the first render, before the rows report where they are: a phone's three screens. */
const DRAWN_AT_FIRST = 150;

// Literal class names, so Tailwind emits them.
const GRID = ['', 'grid-cols-1', 'grid-cols-2'] as const;

interface Props {
  starred: readonly RowMatch[];
  groups: readonly TournamentGroup<RowMatch>[];
}

/**
 * The Favourites section and the tournaments' sections in newspaper columns on wide screens: each
 * column its own block, the sections assigned to columns when the slate's membership changes
 * (`slateColumns`), so rows drawn or redrawn re-lay out their column alone. One column on a phone.
 * The DOM follows the reading order (down the first column, then the next), so Tab does too.
 */
export function SlateSections({ starred, groups }: Props) {
  const count = useColumnCount();
  const columns = useMemo(() => {
    const sizes = groups.map((g) => ({ key: g.key, rows: g.matches.length }));
    if (starred.length > 0) sizes.unshift({ key: 'favourites', rows: starred.length });
    return slateColumns(sizes, count);
  }, [starred, groups, count]);
  // The top rows of every column are drawn at first, as many in all as one column's worth.
  const firstInColumn = Math.ceil(DRAWN_AT_FIRST / count);
  const offset = starred.length > 0 ? 1 : 0;
  const section = (part: ColumnPart, drawnAtFirst: number) => {
    const key = `${part.key}${part.continued ? ':continued' : ''}`;
    const range = { from: part.from, to: part.to, continued: part.continued };
    if (part.section < offset)
      return <FavouritesSection key={key} matches={starred} part={range} drawnAtFirst={drawnAtFirst} />;
    const group = groups[part.section - offset] as TournamentGroup<RowMatch>;
    return <TournamentSection key={key} group={group} part={range} drawnAtFirst={drawnAtFirst} />;
  };
  return (
    <div className={`grid items-start gap-3 ${GRID[count]}`}>
      {columns.map((parts, i) => {
        let before = 0;
        return (
          // Columns have no identity beyond their place.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={i} className="min-w-0">
            {parts.map((part) => {
              const drawnAtFirst = Math.max(0, firstInColumn - before);
              before += part.to - part.from;
              return section(part, drawnAtFirst);
            })}
          </div>
        );
      })}
    </div>
  );
}
