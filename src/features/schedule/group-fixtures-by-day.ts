import type { Fixture } from '../../../contract/fixtures';
import { localDayKey } from '../../lib/local-time';

/** Fixtures with neither a start time nor an event date: kept, under their own heading, last. */
export const UNDATED = 'undated';

export interface FixtureDay {
  /** `YYYY-MM-DD` in the viewer's zone, or UNDATED. */
  day: string;
  fixtures: Fixture[];
}

/**
 * Groups fixtures by calendar day in the viewer's time zone. A timed fixture uses its start instant
 * (a 23:30 UTC match is tomorrow in Sydney); an untimed one keeps the event date the order of play gave.
 */
export function groupFixturesByDay(fixtures: readonly Fixture[]): FixtureDay[] {
  const days = new Map<string, Fixture[]>();
  for (const fixture of fixtures) {
    const day = localDayKey(fixture.start_time) ?? fixture.event_date ?? UNDATED;
    const list = days.get(day) ?? [];
    list.push(fixture);
    days.set(day, list);
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a === UNDATED ? 1 : b === UNDATED ? -1 : a.localeCompare(b)))
    .map(([day, list]) => ({ day, fixtures: list }));
}
