// A player's `tour` is the record's own granular label (`ATP`, `wta`, `juniors_boys`), opaque in the
// contract: known tours get their short name, anything else reads "unknown" with the raw value kept
// for the hover, so a new label is never shown as if it were known.

const TOURS: Record<string, string> = { atp: 'ATP', wta: 'WTA', itf: 'ITF', challenger: 'Challenger' };

/** The tour badge text and its hover; null when the record states no tour. */
export function playerTourLabel(tour: string | null | undefined): { text: string; title: string } | null {
  if (tour === null || tour === undefined || tour.trim() === '') return null;
  const key = tour.trim().toLowerCase();
  const known = TOURS[key];
  if (known)
    return { text: known, title: known === 'ATP' ? 'ATP (men)' : known === 'WTA' ? 'WTA (women)' : known };
  if (key.startsWith('juniors')) return { text: 'Juniors', title: tour };
  return { text: 'unknown', title: `Tour not known to Courtside (“${tour}”)` };
}
