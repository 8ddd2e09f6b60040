import { useId } from 'react';
import { tourLabel } from '../../lib/match-labels';
import type { TournamentGroup } from './group-by-tournament';
import { MatchRow } from './match-row';

/** A tournament's heading and its live matches. */
export function TournamentSection({ group }: { group: TournamentGroup }) {
  const headingId = useId();
  const tour = tourLabel(group.tour);
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h2 id={headingId} className="flex items-baseline gap-2 text-base font-semibold">
        <span className="min-w-0 truncate">{group.tournament}</span>
        {tour && (
          <span className="shrink-0 text-xs font-medium text-slate-600 dark:text-slate-400">{tour}</span>
        )}
      </h2>
      <ul className="grid gap-2 md:grid-cols-2 xl:grid-cols-3">
        {group.matches.map((match) => (
          <MatchRow key={match.id} match={match} />
        ))}
      </ul>
    </section>
  );
}
