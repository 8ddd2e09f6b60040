import { useId } from 'react';
import { surfaceLabel, tourLabel } from '../../lib/match-labels';
import type { TournamentGroup } from './group-by-tournament';
import { MatchRow } from './match-row';
import type { RowMatch } from './row-match';
import { tierLabel } from './slate-labels';

/** Heading bar and list shared by a tournament and the Favourites section. */
export const SECTION_HEADING =
  'flex min-w-0 items-baseline gap-2 bg-slate-100 px-2 py-0.5 text-sm font-semibold break-after-avoid dark:bg-slate-800';
export const SECTION_LIST = 'bg-white dark:bg-slate-900';
export const SECTION =
  'mb-2 break-inside-avoid-column overflow-hidden rounded-md border border-slate-200 dark:border-slate-800';

/** A tournament's one-line heading (name, tour, tier, surface, venue) and its live matches. */
export function TournamentSection({ group }: { group: TournamentGroup<RowMatch> }) {
  const headingId = useId();
  // indoor is a plain boolean on the wire; a missing one (old service) shows no word rather than "outdoor".
  const venue = group.indoor === null ? null : group.indoor ? 'Indoor' : 'Outdoor';
  const facts = [tourLabel(group.tour), tierLabel(group.tier), surfaceLabel(group.surface), venue].filter(
    (f) => f !== null,
  );
  return (
    <section aria-labelledby={headingId} className={SECTION}>
      <h2 id={headingId} className={SECTION_HEADING}>
        <span className="max-w-full shrink-0 truncate">{group.tournament}</span>
        <span className="min-w-0 flex-1 truncate text-[11px] font-normal text-slate-600 dark:text-slate-400">
          {facts.join(' · ')}
        </span>
        <span className="sr-only">
          , {group.matches.length} {group.matches.length === 1 ? 'match' : 'matches'}
        </span>
      </h2>
      <ul className={SECTION_LIST}>
        {group.matches.map((match) => (
          <MatchRow key={match.id} match={match} sourced />
        ))}
      </ul>
    </section>
  );
}
