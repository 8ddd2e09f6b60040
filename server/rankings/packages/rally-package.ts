import { chartedMatches } from '../../charting/charted-matches';
import { hasPoints } from '../../charting/charted-points';
import { once, type PackageRecords, type PackageSource } from '../../history/packages/package-source';
import { decodedPoints, rallyRow } from '../../rally/rally-view';

const COLUMNS = [
  'rally_match_id',
  'source_id',
  'date',
  'tournament',
  'round',
  'surface',
  'gender',
  'best_of',
  'player1',
  'player2',
  'points',
  'points_parsed',
] as const;

/**
 * Yearly `rally` packages: the charted matches of the year with their point counts, and for the
 * matches whose point files the data pack holds (the men's 2012 matches) every point shot by shot,
 * as GET /rally/matches/{id} pages them; `rally` is empty for the rest. `match_id` is null here
 * (package bytes must not change with the replay clock).
 */
export function rallyPackageSource(): PackageSource {
  const ofYear = (year: string) => chartedMatches().filter((m) => m.date?.startsWith(year));
  return {
    periods() {
      const years = new Set(chartedMatches().flatMap((m) => (m.date ? [m.date.slice(0, 4)] : [])));
      return [...years].sort().reverse();
    },
    records(period): PackageRecords | undefined {
      if (!/^\d{4}$/.test(period)) return undefined;
      const matches = ofYear(period);
      if (matches.length === 0) return undefined;
      // Decoded only when a package is built: a listing whose manifests are cached reads none.
      const decoded = once(() => matches.map((m) => (hasPoints(m.mcpId) ? decodedPoints(m) : null)));
      const rows = once(() => matches.map((m, i) => rallyRow(m, null, decoded()[i])));
      return {
        matchCount: matches.length,
        get rowCount() {
          return rows().reduce((n, r) => n + (r.points ?? 0), 0);
        },
        jsonl: () => rows().map((r, i) => ({ ...r, rally: decoded()[i] ?? [] })),
        csv: {
          columns: COLUMNS,
          rows: () =>
            rows().map((r) => ({
              ...Object.fromEntries(COLUMNS.map((c) => [c, (r as Record<string, unknown>)[c] ?? null])),
              player1: r.players[0]?.name ?? null,
              player2: r.players[1]?.name ?? null,
            })),
        },
      };
    },
  };
}
