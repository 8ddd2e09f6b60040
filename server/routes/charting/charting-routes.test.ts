import { beforeAll, describe, expect, it } from 'vitest';
import { ChartingMatch, ChartingPlayer } from '../../../contract/charting';
import { AmbiguousName } from '../../../contract/errors';
import { chartedByMcp } from '../../charting/charted-matches';
import { readCsvGz } from '../../data/csv';
import { dataPath } from '../../data/data-dir';
import { chartingLinksReady } from '../../rally/match-link';
import { conforms, harness } from '../../test/harness';

describe('charting reads', () => {
  const h = harness();
  // Reading the data takes seconds on a busy machine; do it once, outside the per-test timeout. What
  // the routes' gate waits for, so the corpus is read once: built in place as well, it was read twice
  // (the gate reads it in a worker whatever this thread holds).
  beforeAll(() => chartingLinksReady(), 180_000);

  it('aggregates one charted player over every charted match', async () => {
    const r = await h.get('/charting/players?name=serena%20williams');
    expect(r.status).toBe(200);
    const p = conforms(ChartingPlayer, r.body);
    const rows = readCsvGz(dataPath('charting', 'charting-w-matches.csv.gz')).filter(
      (m) => m['Player 1'] === 'Serena Williams' || m['Player 2'] === 'Serena Williams',
    );
    expect(p.matches_charted).toBe(rows.length);
    expect(p.player).toMatchObject({ name: 'Serena Williams', gender: 'women' });
    // Career aces on serve from the Overview family equal the file's Total rows summed.
    const overview = readCsvGz(dataPath('charting', 'charting-w-stats-Overview.csv.gz')).filter(
      (s) => s.player === 'Serena Williams' && s.set === 'Total',
    );
    const aces = overview.reduce((n, s) => n + Number(s.aces), 0);
    expect((p.families.Overview as Record<string, number>).aces).toBe(aces);
    expect(r.body.meta.summed.Overview.matches_with_family).toBe(overview.length);
    expect(Object.keys(p.families)).toEqual(expect.arrayContaining(['Rally', 'ShotTypes', 'ReturnDepth']));
  });

  it('refuses an ambiguous fragment with the candidates, and answers the gender filter', async () => {
    const r = await h.get('/charting/players?name=williams');
    expect(r.status).toBe(400);
    const body = conforms(AmbiguousName, r.body);
    expect(body.candidates.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Serena Williams', 'Venus Williams']),
    );
    const men = await h.get('/charting/players?name=federer&gender=men');
    expect(men.status).toBe(200);
    expect(men.body.player.name).toBe('Roger Federer');
  });

  it('answers 400 on a short or missing name or a bad gender, 404 when nobody matches', async () => {
    expect((await h.get('/charting/players?name=ab')).body.error).toBe('bad_request');
    expect((await h.get('/charting/players')).body.error).toBe('bad_request');
    expect((await h.get('/charting/players?name=federer&gender=M')).body.error).toBe('bad_gender');
    const none = await h.get('/charting/players?name=zzzqqq');
    expect(none.status).toBe(404);
    expect(none.body.error).toBe('not_found');
  });

  it('reads one charted match with its families split by set', async () => {
    const mcp = '20251214-W-ITF_Sharm_El_Sheikh-F-Hibah_Shaikh-Katy_Dunne';
    const id = chartedByMcp(mcp)?.id;
    const r = await h.get(`/charting/matches/${id}`);
    expect(r.status).toBe(200);
    const m = conforms(ChartingMatch, r.body);
    expect(m.mcp_id).toBe(mcp);
    const overview = m.families.Overview as { split: string; p1: Record<string, Record<string, number>> };
    expect(overview.split).toBe('set');
    // The first Overview row of the file: Hibah Shaikh, Total, 54 serve points.
    expect(overview.p1.Total.serve_pts).toBe(54);
    expect(Object.keys(overview.p1)).toEqual(expect.arrayContaining(['Total', '1', '2']));
  });

  it("serves every men's family, mapping the three player layouts to the matches row's sides", async () => {
    const id = chartedByMcp('20121112-M-Tour_Finals-F-Roger_Federer-Novak_Djokovic')?.id;
    const r = await h.get(`/charting/matches/${id}`);
    const m = conforms(ChartingMatch, r.body);
    type Fam = { p1: Record<string, Record<string, number>>; p2: Record<string, Record<string, number>> };
    const f = m.families as Record<string, Fam>;
    expect(Object.keys(f).sort()).toEqual(r.body.meta.families_in_pack.slice().sort());
    expect(Object.keys(f)).toHaveLength(16);
    // Overview has `player` 1/2; the file's rows: `1,Total,93,...` and `2,Total,98,...`.
    expect(f.Overview.p1.Total.serve_pts).toBe(93);
    expect(f.Overview.p2.Total.serve_pts).toBe(98);
    // KeyPointsServe has no player column: `STotal1,40,19` is Player 1's.
    expect(f.KeyPointsServe.p1.STotal).toMatchObject({ pts: 40, pts_won: 19 });
    // Rally carries both sides in its columns: `Total,191,95` is pl1_won = 95.
    expect(f.Rally.p1.Total).toMatchObject({ pts: 191, won: 95 });
    expect(f.Rally.p1['1-3 serving']).toMatchObject({ pts: 48, won: 37 });
    // Named rows: ServeBasics `Roger Federer,Total,93,54`.
    expect(f.ServeBasics.p1.Total).toMatchObject({ pts: 93, pts_won: 54 });
    expect(r.body.has_points).toBe(true);
  });

  it("sums a man's career per family and per row, with his matches for drill-down", async () => {
    const r = await h.get('/charting/players?name=roger%20federer&gender=men');
    const p = conforms(ChartingPlayer, r.body);
    const overview = readCsvGz(dataPath('charting', 'charting-m-stats-Overview.csv.gz'));
    const ids = new Set(
      p.matches_charted ? r.body.matches.map((x: { charting_match_id: number }) => x.charting_match_id) : [],
    );
    expect(ids.size).toBe(p.matches_charted);
    // Overview rows are `1`/`2`: Federer's side is his place in the matches row.
    let aces = 0;
    for (const row of overview) {
      const m = chartedByMcp(row.match_id);
      if (!m || row.set !== 'Total') continue;
      const side =
        m.players[0].name === 'Roger Federer' ? '1' : m.players[1].name === 'Roger Federer' ? '2' : null;
      if (side && row.player === side) aces += Number(row.aces);
    }
    expect((p.families.Overview as Record<string, number>).aces).toBe(aces);
    expect(Object.keys(r.body.rows.Rally)).toEqual(expect.arrayContaining(['1-3 serving', '10+ returning']));
    const dates = r.body.matches.map((x: { date: string }) => x.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(r.body.matches.some((x: { has_points: boolean }) => x.has_points)).toBe(true);
  });

  it('answers 404 for unknown or impossible ids and 403 below ULTRA', async () => {
    expect((await h.get('/charting/matches/99999999')).status).toBe(404);
    expect((await h.get('/charting/matches/abc')).body.error).toBe('not_found');
    expect((await h.get('/charting/matches/1', 'demo-pro')).status).toBe(403);
    expect((await h.get('/charting/players?name=serena', 'demo-pro')).body.error).toBe('upgrade_required');
  });
});
