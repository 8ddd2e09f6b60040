import type { Tournament } from '../../../contract/tournament';
import { Badge } from '../../components/badge';
import { surfaceLabel, tourLabel } from '../../lib/match-labels';
import { tierLabel } from './tournament-labels';

/** Tour, tier, surface, indoor and place as small badges; unknown parts are simply not shown here. */
export function TournamentFacts({ tournament: t }: { tournament: Tournament }) {
  const place = [t.city, t.country?.toUpperCase()].filter(Boolean).join(', ');
  return (
    <span className="flex flex-wrap items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
      {tourLabel(t.tour) && <Badge>{tourLabel(t.tour)}</Badge>}
      {tierLabel(t.tier) && <Badge>{tierLabel(t.tier)}</Badge>}
      {surfaceLabel(t.surface) && <Badge>{surfaceLabel(t.surface)}</Badge>}
      {t.indoor && <Badge>Indoor</Badge>}
      {place && <span>{place}</span>}
    </span>
  );
}
