import { chartedMatches } from '../../charting/charted-matches';
import { hasPoints } from '../../charting/charted-points';
import {
  once,
  type PackageRecords,
  type PackageSource,
  slicedEach,
} from '../../history/packages/package-source';
import type { ChartedMatch } from '../../charting/charted-matches';
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
  // The matches by year, in id order, grouped in one pass: a listing asks for every year's records,
  // and filtering all ~17k matches once per year held the request thread tens of milliseconds.
  const byYear = once(() => {
    const out = new Map<string, ChartedMatch[]>();
    for (const m of chartedMatches()) {
      if (!m.date) continue;
      const y = m.date.slice(0, 4);
      const list = out.get(y);
      if (list) list.push(m);
      else out.set(y, [m]);
    }
    return out;
  });
  return {
    periods() {
      return [...byYear().keys()].sort().reverse();
    },
    records(period): PackageRecords | undefined {
      if (!/^\d{4}$/.test(period)) return undefined;
      const matches = byYear().get(period) ?? [];
      if (matches.length === 0) return undefined;
      // Decoded only when a package is built: a listing whose manifests are cached reads none.
      const held: {
        decoded?: (ReturnType<typeof decodedPoints> | null)[];
        rows?: ReturnType<typeof rallyRow>[];
      } = {};
      const decoded = () =>
        (held.decoded ??= matches.map((m) => (hasPoints(m.mcpId) ? decodedPoints(m) : null)));
      const rows = () => (held.rows ??= matches.map((m, i) => rallyRow(m, null, decoded()[i])));
      return {
        // A year's rows and decoded points, worked out a few milliseconds at a time before a build.
        async prepare() {
          if (held.rows) return;
          const d: (ReturnType<typeof decodedPoints> | null)[] = [];
          const r: ReturnType<typeof rallyRow>[] = [];
          await slicedEach(matches, (m) => {
            const points = hasPoints(m.mcpId) ? decodedPoints(m) : null;
            d.push(points);
            r.push(rallyRow(m, null, points));
          });
          held.decoded ??= d;
          held.rows ??= r;
        },
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
