import { playerSurname } from '../../contract/player-surname';
import { surfaceWords, tourWords } from './vocabulary';

// Plain-text labels for places that can only hold a string (a select option, a joined line). A value
// this build does not know reads "unknown" (`vocabulary.ts`); where the page can show a hover, it
// renders `VocabText` with the words instead. Null yields null so callers omit it.

/** The tour's display name, or null when the match states none. */
export function tourLabel(tour: string | null): string | null {
  return tourWords(tour)?.text ?? null;
}

/** The surface's display name, or null when no source states one. */
export function surfaceLabel(surface: string | null): string | null {
  return surfaceWords(surface)?.text ?? null;
}

/** A player's country code in upper case (the spec sends lowercase IOC-style codes). */
export function countryLabel(country: string | null): string | null {
  return country ? country.toUpperCase() : null;
}

/** "45 s" / "3 min" since the score last changed; null when unknown. */
export function ageLabel(seconds: number | null | undefined): string | null {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return null;
  if (seconds < 60) return `${Math.round(seconds)} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  return `${Math.floor(seconds / 3600)} h`;
}

/**
 * An age coarse enough not to change on every poll ("<1 min", "4 min"), so a row re-renders when
 * its text changes rather than every time the seconds tick.
 */
export function coarseAge(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined) return null;
  if (seconds >= 0 && seconds < 60) return '<1 min';
  return ageLabel(seconds);
}

/** A pause, not play: rain, light, a medical stop. The slate and the trade grid sort it below play. */
export const isInterrupted = (m: { event_status?: string | null }) => m.event_status === 'Interrupted';

/** How long an interruption has lasted, from the time its status was set; null when not known. */
export function interruptedFor(
  match: { event_status_updated_at?: string | null },
  now = Date.now(),
): string | null {
  const since = match.event_status_updated_at ? Date.parse(match.event_status_updated_at) : Number.NaN;
  return Number.isFinite(since) ? coarseAge(Math.max(0, (now - since) / 1000)) : null;
}

/**
 * The name a narrow row shows: a doubles team as its surnames ("Fernandez / Townsend"), which is how
 * score apps fit two teams on one line; a singles name unchanged. The full name stays the title.
 */
export function shortTeamName(name: string): string {
  return name.includes(' / ') ? playerSurname(name) : name;
}
