import { formatLocal } from './local-time';

/**
 * Where a replayed match came from, read from the match's additive `replay` field (the local service
 * replays real matches on today's clock; the real service sends no such field, so null there).
 */
export interface ReplayOrigin {
  /** The real event, e.g. "2012 US Open men's singles"; null when the field does not name it. */
  event: string | null;
  /** The real event's date as the service gives it (the day the event began), or null. */
  date: string | null;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** The match's replay origin, or null for a match that is not a replay (or a field that is not one). */
export function replayOf(match: object): ReplayOrigin | null {
  // Any match shape: the field is additive, so no contract type names it.
  const r = (match as { replay?: unknown }).replay;
  if (r === null || typeof r !== 'object' || Array.isArray(r)) return null;
  const o = r as Record<string, unknown>;
  return { event: text(o.original_event), date: text(o.original_date) };
}

/**
 * The one origin every match of a list replays (the same real event and date), or null when any is
 * not a replay or they replay different events: a tournament's section then says "Replay" once.
 */
export function sharedReplay(matches: readonly object[]): ReplayOrigin | null {
  const first = matches[0] ? replayOf(matches[0]) : null;
  if (!first) return null;
  for (const m of matches) {
    const o = replayOf(m);
    if (!o || o.event !== first.event || o.date !== first.date) return null;
  }
  return first;
}

/** A calendar date ("2012-08-27") as a reader's date ("27 Aug 2012"), read at noon UTC so no zone moves it. */
export function replayDate(date: string | null): string | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  return formatLocal(`${date}T12:00:00Z`, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The replayed event's year ("2012"), from the date or the event's name; null when neither says. */
export function replayYear(origin: ReplayOrigin): string | null {
  return origin.date?.match(/^\d{4}/)?.[0] ?? origin.event?.match(/\b(19|20)\d{2}\b/)?.[0] ?? null;
}

/**
 * One sentence for a tooltip or a header: what is being replayed and from when, and that rankings
 * shown beside the names are today's, not the ones the players held then.
 */
export function replaySentence(origin: ReplayOrigin): string {
  const date = replayDate(origin.date);
  const what = origin.event ? `a real match from ${origin.event}` : 'a real match from the past';
  const when = date ? ` (the event began ${date})` : '';
  return `A replay of ${what}${when}, played back point by point on today's clock. Rankings shown are today's.`;
}

/**
 * The tooltip of a ranking beside a name: rankings are always the current list (the spec's rule, even
 * on past matches), so a replay of 2012 says it is not the ranking the player held then.
 */
export function rankingTitle(match: object): string {
  const origin = replayOf(match);
  const year = origin ? replayYear(origin) : null;
  if (!origin) return "Today's singles ranking";
  return `Today's singles ranking, not the one held ${year ? `in ${year}` : 'at the time'}`;
}
