import { useId } from 'react';
import { MatchRow } from '../rows/match-row';
import type { RowMatch } from '../rows/row-match';
import {
  ContinuedMark,
  partOf,
  SECTION,
  SECTION_HEADING,
  SECTION_LIST,
  type SectionPart,
} from './tournament-section';
import { useRowWindow } from './use-row-window';

/**
 * The starred matches, first on the slate; drawn, like a tournament's rows, while near the screen,
 * and like them split between columns when long (`part`).
 */
export function FavouritesSection({
  matches: starred,
  part,
  drawnAtFirst = Number.POSITIVE_INFINITY,
}: {
  matches: readonly RowMatch[];
  part?: SectionPart;
  drawnAtFirst?: number;
}) {
  const headingId = useId();
  const matches = partOf(starred, part);
  const rows = useRowWindow(matches.length, drawnAtFirst);
  return (
    <section aria-labelledby={headingId} data-testid="favourites-section" className={SECTION}>
      <h2 id={headingId} className={SECTION_HEADING}>
        <span aria-hidden="true" className="text-amber-600 dark:text-amber-400">
          ★
        </span>
        Favourites
        <ContinuedMark part={part} />
      </h2>
      <ul className={SECTION_LIST}>
        {matches.map((match, i) => (
          <MatchRow key={match.id} match={match} sourced drawn={rows.drawn(i)} edgeRef={rows.edgeRef(i)} />
        ))}
      </ul>
    </section>
  );
}
