import { ageLabel, interruptedFor } from '../../../lib/match-labels';
import { RowIcon } from './row-icons';
import { corroborationLabel, eventStatusLabel } from './row-labels';
import type { RowMatch } from './row-match';

// Short forms a tennis fan reads at a glance; the full word is the title.
const SHORT: Record<string, string> = {
  Interrupted: 'Int.',
  Retired: 'Ret.',
  'Walk Over': 'W.O.',
  Cancelled: 'Canc.',
  Postponed: 'Postp.',
};

/** The set in play ("Set 3") from the sets won so far; null when the score is unknown. */
function setInPlay(match: RowMatch): string | null {
  const sets = match.score?.sets;
  if (!sets || sets.length < 2) return null;
  return `Set ${sets[0] + sets[1] + 1}`;
}

/**
 * The row's status cell: the event status in its short form ("Int. 12 min", "Ret.", "W.O.") or the
 * set in play, over small icons for tiebreak, stale, corroboration and market, each with its words as
 * a title (the legend explains them). Hidden from screen readers: the row's summary says the same.
 */
export function RowStatus({ match }: { match: RowMatch }) {
  const { score } = match;
  const event = eventStatusLabel(match.event_status);
  const corroboration = corroborationLabel(score);
  const staleAge = score?.stale ? ageLabel(score.age_seconds) : null;
  const pause = event === 'Interrupted' ? interruptedFor(match) : null;
  return (
    <span aria-hidden="true" className="flex min-w-0 flex-col items-start gap-0.5 text-[11px] leading-4">
      {event ? (
        <span
          title={
            event === 'unknown'
              ? `Status not known to Courtside (“${match.event_status}”)`
              : pause
                ? `${event} for ${pause}`
                : event
          }
          className={`whitespace-nowrap font-semibold ${event === 'Interrupted' ? 'text-amber-800 dark:text-amber-300' : 'text-red-700 dark:text-red-300'}`}
        >
          {SHORT[event] ?? event}
          {pause && ` ${pause.replace(' min', 'm').replace(' h', 'h')}`}
        </span>
      ) : (
        <span className="whitespace-nowrap font-medium text-red-700 dark:text-red-300">
          {setInPlay(match) ?? 'Live'}
        </span>
      )}
      <span className="flex items-center gap-0.5 empty:hidden">
        {score?.is_tiebreak && <RowIcon kind="tiebreak" title="Tiebreak" />}
        {score?.stale && <RowIcon kind="stale" title={staleAge ? `Stale · ${staleAge}` : 'Stale'} />}
        {corroboration && (
          <RowIcon kind={score?.corroborated ? 'corroborated' : 'not-corroborated'} title={corroboration} />
        )}
        {match.has_market && <RowIcon kind="market" title="Betting market open" />}
      </span>
    </span>
  );
}
