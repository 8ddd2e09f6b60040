import { tierWords } from '../../lib/vocabulary';

/** `atp_1000` → "ATP 1000", `grand_slam` → "Grand Slam", one not known "unknown"; null when not stated. */
export function tierLabel(tier: string | null): string | null {
  return tierWords(tier)?.text ?? null;
}

/** The tournament's name, or a stand-in naming its id when the catalogue has none. */
export function tournamentName(t: { id: string; name: string | null }): string {
  return t.name ?? `Tournament ${t.id} (name unknown)`;
}
