import { Badge } from '../../components/badge';
import { ageLabel } from '../../lib/match-labels';
import { corroborationLabel, eventStatusLabel } from './row-labels';
import type { RowMatch } from './row-match';

/**
 * The row's state badges, each in words (never colour alone): tiebreak, stale with its age,
 * corroboration, and the event status. Hidden from screen readers because the row's summary says
 * the same things in a sentence.
 */
export function RowBadges({ match }: { match: RowMatch }) {
  const { score } = match;
  const event = eventStatusLabel(match.event_status);
  const corroboration = corroborationLabel(score);
  const staleAge = score?.stale ? ageLabel(score.age_seconds) : null;
  if (!event && !corroboration && !score?.stale && !score?.is_tiebreak) return null;
  return (
    <span aria-hidden="true" className="flex flex-wrap justify-end gap-1">
      {event && (
        <Badge tone={event === 'Interrupted' ? 'warning' : 'neutral'} title="Event status">
          {event}
        </Badge>
      )}
      {score?.is_tiebreak && <Badge>Tiebreak</Badge>}
      {score?.stale && (
        <Badge tone="warning" title={staleAge ? `Score unchanged for ${staleAge}` : undefined}>
          {staleAge ? `Stale · ${staleAge}` : 'Stale'}
        </Badge>
      )}
      {corroboration && (
        <Badge
          tone={score?.corroborated ? 'neutral' : 'warning'}
          title="Whether an independent source has shown this exact score"
        >
          {corroboration}
        </Badge>
      )}
    </span>
  );
}
