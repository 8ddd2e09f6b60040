import { useId } from 'react';
import { MatchRow } from '../rows/match-row';
import type { RowMatch } from '../rows/row-match';
import { SECTION, SECTION_HEADING, SECTION_LIST } from './tournament-section';
import { useRowWindow } from './use-row-window';

/** The starred matches, first on the slate; drawn, like a tournament's rows, while near the screen. */
export function FavouritesSection({ matches }: { matches: readonly RowMatch[] }) {
  const headingId = useId();
  // The slate's first section: drawn at once, then as near the screen as any other.
  const rows = useRowWindow(matches.length, Number.POSITIVE_INFINITY);
  return (
    <section aria-labelledby={headingId} data-testid="favourites-section" className={SECTION}>
      <h2 id={headingId} className={SECTION_HEADING}>
        <span aria-hidden="true" className="text-amber-600 dark:text-amber-400">
          ★
        </span>
        Favourites
      </h2>
      <ul className={SECTION_LIST}>
        {matches.map((match, i) => (
          <MatchRow key={match.id} match={match} sourced drawn={rows.drawn(i)} edgeRef={rows.edgeRef(i)} />
        ))}
      </ul>
    </section>
  );
}
