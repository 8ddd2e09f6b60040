/** How a finished match ended, short for a row ("Ret.") and in words for a title or a match page. */
export interface FinishLabel {
  short: string;
  words: string;
}

const OUTCOMES: Record<string, FinishLabel> = {
  completed: { short: 'Fin.', words: 'Finished' },
  retired: { short: 'Ret.', words: 'Retired' },
  walkover: { short: 'W.O.', words: 'Walkover' },
  default: { short: 'Def.', words: 'Defaulted' },
  abandoned: { short: 'Aband.', words: 'Abandoned' },
  unresolved: { short: 'Fin.', words: 'Result not settled' },
};

const EVENT_STATUSES: Record<string, FinishLabel> = {
  Retired: OUTCOMES.retired,
  'Walk Over': OUTCOMES.walkover,
};

/**
 * The ending of a finished match: `outcome` when the service states it, else the event status
 * (`Retired`, `Walk Over`), else plain "Finished". An outcome this dashboard does not know reads
 * "unknown" with the raw value in the title, never a guess.
 */
export function finishLabel(match: { outcome?: string | null; event_status?: string | null }): FinishLabel {
  const { outcome, event_status: event } = match;
  if (typeof outcome === 'string') {
    return OUTCOMES[outcome] ?? { short: 'unknown', words: `Ending not known to Courtside (“${outcome}”)` };
  }
  if (typeof event === 'string' && EVENT_STATUSES[event]) return EVENT_STATUSES[event];
  return OUTCOMES.completed;
}
