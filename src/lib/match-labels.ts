// Display names for the spec's open vocabularies. v1 may add values at any time, so an unknown value is
// shown as sent rather than dropped or crashing, and null yields null so callers omit it.

const TOURS: Record<string, string> = {
  atp: 'ATP',
  wta: 'WTA',
  challenger: 'Challenger',
  itf: 'ITF',
  juniors: 'Juniors',
};

const SURFACES: Record<string, string> = { hard: 'Hard', clay: 'Clay', grass: 'Grass' };

const fallback = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replaceAll('_', ' ');

/** The tour's display name, or null when the match states none. */
export function tourLabel(tour: string | null): string | null {
  if (tour === null || tour === '') return null;
  return TOURS[tour] ?? fallback(tour);
}

/** The surface's display name, or null when no source states one. */
export function surfaceLabel(surface: string | null): string | null {
  if (surface === null || surface === '') return null;
  return SURFACES[surface] ?? fallback(surface);
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
  const members = name.split(' / ');
  if (members.length < 2) return name;
  return members.map((m) => m.trim().split(/\s+/).at(-1) ?? m).join(' / ');
}
