import type { Catalogue, TournamentView } from './catalogue';

const sorted = new WeakMap<Catalogue, { version: number; rows: TournamentView[] }>();

/**
 * `catalogue.all()` (every tournament in name order) kept until the catalogue changes. The sort
 * compares thousands of names with localeCompare, which cost ~10 ms a request; the catalogue only
 * grows when a replayed match names a tournament it had not seen, which bumps `version`.
 */
export function tournamentsInNameOrder(catalogue: Catalogue): readonly TournamentView[] {
  const known = sorted.get(catalogue);
  if (known && known.version === catalogue.version) return known.rows;
  const rows = catalogue.all();
  sorted.set(catalogue, { version: catalogue.version, rows });
  return rows;
}
