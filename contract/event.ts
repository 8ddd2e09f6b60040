import { z } from 'zod';
import { ListMeta, listOf, openEnum, Side, Timestamp } from './common';
import { csvOf, cursorString, instant, intString, limitField, pagingFields, timeBound } from './query-params';
import { defineQuery, field, type QueryError } from './query';
import { ScoreState } from './score';

export const EVENT_TYPES = [
  'medical_timeout_start',
  'medical_timeout_end',
  'trainer_called',
  'trainer_called_end',
  'toilet_break_start',
  'toilet_break_end',
  'stoppage_start',
  'stoppage_end',
  'pause_start',
  'pause_end',
] as const;
/** Match event type. */
export const EventType = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof EventType>;

/** A match event (`GET /matches/{id}/events`); also the body of stoppage-family frames. */
export const Event = z.looseObject({
  type: openEnum(EVENT_TYPES),
  /** Null where the source names a state, not a player. */
  player: Side.nullable(),
  at: Timestamp,
  /** Score at that instant. */
  score: ScoreState.nullable(),
  /** `stoppage_start`: weather, other, heat, darkness, injury; `stoppage_end`: resumed. */
  reason: z.string().nullable(),
  /** On end rows. */
  duration_seconds: z.int().nullable().optional(),
  /** `inferred` on pause rows (inferred from point clocks, never labelled medical). */
  basis: openEnum(['inferred']).nullable().optional(),
});
export type Event = z.infer<typeof Event>;

/** A slate-wide event (`GET /events`): an Event with its id and match. */
export const SlateEvent = Event.extend({ id: z.int(), match_id: z.int() });
export type SlateEvent = z.infer<typeof SlateEvent>;

/** `GET /matches/{id}/events` response, newest first. */
export const MatchEventList = listOf(Event, ListMeta);

/** `GET /events` response, ascending by id; `next_cursor` is the last id served, null when caught up. */
export const SlateEventList = listOf(
  SlateEvent,
  z.looseObject({ count: z.int().optional(), next_cursor: z.int().nullable() }),
);

/** `GET /matches/{id}/events` query. */
export const MatchEventsQuery = defineQuery(pagingFields());

/** `GET /events` query; `type=stoppages` expands to the whole stoppage family. */
export const EventsQuery = defineQuery({
  type: field(
    csvOf([...EVENT_TYPES, 'stoppages'])
      .transform((types): EventType[] =>
        types
          .flatMap((t) => (t === 'stoppages' ? [...EVENT_TYPES] : [t]))
          .filter((t, i, a) => a.indexOf(t) === i),
      )
      .optional(),
    'bad_type',
    { allowed: [...EVENT_TYPES, 'stoppages'] },
  ),
  after_id: field(intString().optional(), 'bad_after_id', { rule: 'an integer event id' }),
  since: field(instant.optional(), 'bad_since', { rule: 'a UTC instant' }),
  limit: limitField(),
});

export const STOPPAGE_KINDS = [
  'medical_timeout',
  'trainer_called',
  'toilet_break',
  'pause',
  'stoppage',
  'retirement',
  'walkover',
] as const;
export const DEFAULT_STOPPAGE_KINDS = [
  'medical_timeout',
  'trainer_called',
  'retirement',
  'walkover',
] as const;

// shape ours: rows are not shown; we serve slate events, and retirements/walkovers as rows of type
// `retirement`/`walkover` without an event id.
/** `GET /players/{id}/stoppages` row. */
export const StoppageRow = Event.extend({ match_id: z.int(), id: z.int().optional() });

/** `GET /players/{id}/stoppages` meta. */
export const StoppagesMeta = z.looseObject({
  count: z.int().optional(),
  next_cursor: z.string().nullable(),
  /** The two newest medical timeouts in the window, regardless of page or kind. */
  latest_medical_timeout: StoppageRow.nullable(),
  previous_medical_timeout: StoppageRow.nullable(),
  /** Stoppage rows exist from this date only. */
  record_starts: z.string(),
});

/** `GET /players/{id}/stoppages` (and `/injuries`) response, newest first. */
export const StoppageList = listOf(StoppageRow, StoppagesMeta);

const DAY_MS = 86_400_000;

/** Resolve the stoppages window: until defaults to now, since to 180 days before until. */
export function stoppageWindow(
  q: { since?: { start: string }; until?: { end: string } },
  now: number = Date.now(),
): { since: string; until: string } {
  const until = q.until ? Date.parse(q.until.end) : now;
  const since = q.since ? Date.parse(q.since.start) : until - 180 * DAY_MS;
  return { since: new Date(since).toISOString(), until: new Date(until).toISOString() };
}

function windowCheck(q: { since?: { start: string }; until?: { end: string } }): QueryError | undefined {
  const w = stoppageWindow(q);
  const span = Date.parse(w.until) - Date.parse(w.since);
  if (span < 0) return { error: 'bad_window', detail: 'since is after until' };
  if (span > 366 * DAY_MS) return { error: 'window_too_long', detail: 'the window is at most 366 days' };
  return undefined;
}

/** `GET /players/{id}/stoppages` query. */
export const StoppagesQuery = defineQuery(
  {
    since: field(timeBound.optional(), 'bad_since', { rule: 'an ISO date or UTC instant' }),
    until: field(timeBound.optional(), 'bad_until', { rule: 'an ISO date or UTC instant' }),
    kind: field(csvOf(STOPPAGE_KINDS).default([...DEFAULT_STOPPAGE_KINDS]), 'bad_kind', {
      allowed: STOPPAGE_KINDS,
    }),
    before: field(cursorString.optional(), 'bad_cursor', { rule: 'a next_cursor from a previous page' }),
    limit: limitField(),
  },
  { rules: [windowCheck] },
);
