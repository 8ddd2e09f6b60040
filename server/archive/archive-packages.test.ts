import { describe, expect, it } from 'vitest';
import { ArchiveMatch, ArchiveTape } from '../../contract/archive';
import { conforms, harness } from '../test/harness';
import { ARCHIVE_TAPE_CSV_COLUMNS, archivePackageSource, archiveTapePackageSource } from './archive-packages';
import { archiveTape, linkedIdsOfSeason } from './archive-tapes';
import { archiveSeason, rawCount } from './test-raw-results';

const FILES = [
  'atp_matches_1968_2024.csv.gz',
  'wta_matches_1968_2024.csv.gz',
  'atp_matches_qual_chall_2019_2024.csv.gz',
  'wta_matches_qual_itf_2019_2024.csv.gz',
];

describe('archive package sources', () => {
  const h = harness();

  it('are registered under their kinds', () => {
    expect(h.app.packageSources.get('archive')).toBe(archivePackageSource);
    expect(h.app.packageSources.get('archive_tape')).toBe(archiveTapePackageSource);
  });

  it('publish one archive package per season 1968–2022, counting the raw rows of that season', () => {
    const periods = archivePackageSource.periods();
    expect(periods[0]).toBe('2022');
    expect(periods.at(-1)).toBe('1968');
    expect(periods).toHaveLength(55);
    expect(archivePackageSource.records('2023')).toBeUndefined();
    const p = archivePackageSource.records('1990');
    const expected = FILES.reduce((n, f) => n + rawCount(f, (s) => s === 1990 && archiveSeason(s)), 0);
    expect(p?.matchCount).toBe(expected);
    const lines = [...(p?.jsonl() ?? [])];
    expect(lines).toHaveLength(expected);
    conforms(ArchiveMatch, lines[0]);
    const ids = lines.map((l) => (l as { id: number }).id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const row = [...(p?.csv.rows() ?? [])][0];
    expect(Object.keys(row)).toEqual([...(p?.csv.columns ?? [])]);
    expect(row.archive_match_id).toBe(ids[0]);
  });

  it('publish ten archive_tape periods whose JSONL record is the tape response', async () => {
    expect(archiveTapePackageSource.periods()).toEqual([
      '2022',
      '2021',
      '2020',
      '2019',
      '2018',
      '2017',
      '2016',
      '2015',
      '2014',
      '2013',
    ]);
    expect(archiveTapePackageSource.records('2012')).toBeUndefined();
    const p = archiveTapePackageSource.records('2017');
    expect(p?.matchCount).toBeGreaterThan(3_000);
    const first = (p?.jsonl() ?? [])[Symbol.iterator]().next().value as ArchiveTape;
    conforms(ArchiveTape, first);
    const served = await h.get(`/history/archive/matches/${first.meta.archive_match_id}/tape`);
    expect(served.body).toEqual(JSON.parse(JSON.stringify(first)));
    for (const banned of ['timestamp', 'win_probability_p1', 'danger'])
      expect(ARCHIVE_TAPE_CSV_COLUMNS).not.toContain(banned);
    // The CSV opens with the first tape, one row per tape row, keyed on archive_match_id.
    let rows = 0;
    for (const r of p?.csv.rows() ?? []) {
      if (r.archive_match_id !== first.meta.archive_match_id) break;
      expect(r.sequence).toBe(rows + 1);
      rows++;
    }
    expect(rows).toBe(first.tape.length);
    expect(p?.rowCount).toBeGreaterThan(p?.matchCount ?? 0);
  });

  it('publish the seasons no point-by-point file covers (2016, 2018–2022) as empty packages that say so', () => {
    // The pack's point files cover 2011–2015 and 2017 (pbp_compact) and 2011–2014 (the slams): the
    // contract lists ten periods, so the other seasons are listed with no tape in them.
    for (const season of ['2016', '2018', '2019', '2020', '2021', '2022']) {
      expect(linkedIdsOfSeason(Number(season))).toEqual([]);
      const p = archiveTapePackageSource.records(season);
      expect(p?.matchCount).toBe(0);
      expect(p?.rowCount).toBe(0);
      expect([...(p?.jsonl() ?? [])]).toEqual([]);
    }
    for (const season of [2013, 2014, 2015, 2017])
      expect(linkedIdsOfSeason(season).length).toBeGreaterThan(1_000);
  });

  it('count a season of tapes in slices before a build, giving the event loop back meanwhile', async () => {
    const p = archiveTapePackageSource.records('2015');
    let turns = 0;
    let counting = true;
    const tick = () => {
      turns++;
      if (counting) setImmediate(tick);
    };
    setImmediate(tick);
    await p?.prepare?.();
    counting = false;
    // Seconds of replays: other callbacks ran between its slices, not after it.
    expect(turns).toBeGreaterThan(1);
    const tapes = linkedIdsOfSeason(2015).flatMap((id) => {
      const t = archiveTape(id);
      return t.ok ? [t.tape.tape.length] : [];
    });
    expect(p?.matchCount).toBe(tapes.length);
    expect(p?.rowCount).toBe(tapes.reduce((a, b) => a + b, 0));
  });
});
