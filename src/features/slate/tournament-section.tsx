import { useId } from 'react';
import { Badge } from '../../components/badge';
import { surfaceLabel, tourLabel } from '../../lib/match-labels';
import type { TournamentGroup } from './group-by-tournament';
import { MatchRow } from './match-row';
import type { RowMatch } from './row-match';
import { tierLabel } from './slate-labels';

/** A tournament's heading and its live matches. */
export function TournamentSection({ group }: { group: TournamentGroup<RowMatch> }) {
  const headingId = useId();
  const tour = tourLabel(group.tour);
  const tier = tierLabel(group.tier);
  const surface = surfaceLabel(group.surface);
  // indoor is a plain boolean on the wire; a missing one (old service) shows no badge rather than "outdoor".
  const venue = group.indoor === null ? null : group.indoor ? 'Indoor' : 'Outdoor';
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h2 id={headingId} className="flex flex-wrap items-baseline gap-2 text-base font-semibold">
        <span className="min-w-0 truncate">{group.tournament}</span>
        {tour && (
          <span className="shrink-0 text-xs font-medium text-slate-600 dark:text-slate-400">{tour}</span>
        )}
        <span className="flex shrink-0 flex-wrap gap-1">
          {tier && <Badge>{tier}</Badge>}
          {surface && <Badge>{surface}</Badge>}
          {venue && <Badge>{venue}</Badge>}
        </span>
      </h2>
      <ul className="grid gap-2 md:grid-cols-2 xl:grid-cols-3">
        {group.matches.map((match) => (
          <MatchRow key={match.id} match={match} />
        ))}
      </ul>
    </section>
  );
}
