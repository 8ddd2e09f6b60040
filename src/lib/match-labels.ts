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
 * The name a narrow row shows: a doubles team as its surnames ("Fernandez / Townsend"), which is how
 * score apps fit two teams on one line; a singles name unchanged. The full name stays the title.
 */
export function shortTeamName(name: string): string {
  const members = name.split(' / ');
  if (members.length < 2) return name;
  return members.map((m) => m.trim().split(/\s+/).at(-1) ?? m).join(' / ');
}
