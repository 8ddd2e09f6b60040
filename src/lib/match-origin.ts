/** The real event and date a match row stands for, read from fields the contract leaves open. */
export interface MatchOrigin {
  /** The real event (the replayed one for a replay), or null when not sent. */
  event: string | null;
  /**
   * `YYYY-MM-DD`: the real event's first day, for a replay (the local service sends its Slam's start:
   * a 2012 Roland Garros semi-final reads 2012-05-27) and for a 2023–24 result alike; never a match day.
   */
  date: string | null;
  /** True when the row is a real match replayed on the service's clock. */
  replayed: boolean;
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/**
 * A replayed match names the real match it replays (`replay.original_event`, `original_date`);
 * a 2023–24 result its event's start (`event_date`). Either may be absent: then null, never a guess.
 */
export function matchOrigin(match: object): MatchOrigin {
  const m = match as { replay?: unknown; event_date?: unknown; tournament?: unknown };
  const replay =
    typeof m.replay === 'object' && m.replay !== null ? (m.replay as Record<string, unknown>) : null;
  if (replay && (text(replay.original_event) || text(replay.original_date)))
    return { event: text(replay.original_event), date: text(replay.original_date), replayed: true };
  return { event: text(m.tournament), date: text(m.event_date), replayed: false };
}
