import { beforeAll, describe, expect, it } from 'vitest';
import { warmCharting } from '../../charting/warm-charting';
import { readCsvGz } from '../../data/csv';
import { dataPath } from '../../data/data-dir';
import { Roster } from '../../world/roster';
import { warmRankings } from '../warm-rankings';
import { eloPackageSource } from './elo-package';
import { rallyPackageSource } from './rally-package';
import { rankingsPackageSource } from './rankings-package';

describe('package sources of rankings, elo and rally', () => {
  let roster: Roster;
  beforeAll(() => {
    roster = new Roster();
    warmRankings();
    warmCharting();
  }, 180_000);

  it('packs each month of published ranking weeks: players and ranking records', () => {
    const src = rankingsPackageSource(roster);
    const periods = src.periods();
    expect(periods[0]).toBe('2024-12');
    expect(periods).toContain('1973-08');
    expect(periods).toContain('2000-01'); // every decade file of the pack is read
    expect(periods).not.toContain('1980-06'); // no list is held for 1980 before December
    expect(src.records('1980-06')).toBeUndefined();
    const file = ['atp', 'wta'].flatMap((t) =>
      readCsvGz(dataPath('rankings', `${t}_rankings_current.csv.gz`))
        .filter((r) => r.ranking_date.startsWith('202412'))
        .map((r) => `${t}:${r.player}:${r.ranking_date}`),
    );
    const p = src.records('2024-12');
    // One row per player a week (upstream lists a few players twice in a week).
    expect(p?.rowCount).toBe(new Set(file).size);
    expect(p?.rowCount).toBeLessThan(file.length);
    expect(p?.matchCount).toBe(new Set(file.map((k) => k.split(':').slice(0, 2).join(':'))).size);
    // Every record names the ranking files' own player id, so a career can be followed from month to month.
    const held = [...(p?.jsonl() ?? [])] as {
      system: string;
      archive_player_id: number;
      effective_date: string;
    }[];
    expect(
      new Set(held.map((r) => `${r.system}:${r.archive_player_id}:${r.effective_date.replaceAll('-', '')}`)),
    ).toEqual(new Set(file));
    const [first] = p?.jsonl() ?? [];
    expect(first).toMatchObject({ system: 'atp', rank: 1 });
    const [row] = p?.csv.rows() ?? [];
    expect(Object.keys(row ?? {})).toEqual([...(p?.csv.columns ?? [])]);
  });

  it('packs each year of Elo rating records', () => {
    const src = eloPackageSource(roster);
    expect(src.periods()).toContain('1990');
    expect(src.records('1900')).toBeUndefined();
    const p = src.records('1990');
    const rows = [...(p?.jsonl() ?? [])] as { effective_date: string; rating: number }[];
    expect(p?.matchCount).toBeNull();
    expect(p?.rowCount).toBe(rows.length);
    expect(rows.every((r) => r.effective_date.startsWith('1990') && r.rating > 0)).toBe(true);
  });

  it('packs each year of charted matches with their point counts', () => {
    const src = rallyPackageSource();
    const charted = ['m', 'w'].flatMap((g) =>
      readCsvGz(dataPath('charting', `charting-${g}-matches.csv.gz`)).filter((r) =>
        r.Date.startsWith('2019'),
      ),
    );
    const p = src.records('2019');
    expect(p?.matchCount).toBe(charted.length);
    const rows = [...(p?.jsonl() ?? [])] as { points: number | null; rally: unknown[] }[];
    expect(p?.rowCount).toBe(rows.reduce((n, r) => n + (r.points ?? 0), 0));
    // No 2019 point file is in the pack: the rows say how many points, with no shots.
    expect(rows.every((r) => r.rally.length === 0)).toBe(true);
    expect(src.records('1800')).toBeUndefined();
  });

  it('carries every point shot by shot for the 2012 matches whose point files the pack holds', () => {
    const rows = [...(rallyPackageSource().records('2012')?.jsonl() ?? [])] as {
      points: number | null;
      rally_available: boolean;
      rally: { point: unknown; shots?: unknown[] }[];
    }[];
    const full = rows.filter((r) => r.rally_available);
    expect(full.length).toBeGreaterThanOrEqual(140);
    for (const r of full) expect(r.rally).toHaveLength(r.points ?? -1);
    expect(full.reduce((n, r) => n + r.rally.length, 0)).toBeGreaterThan(10_000);
    expect(rows.filter((r) => !r.rally_available).every((r) => r.rally.length === 0)).toBe(true);
  });
});
