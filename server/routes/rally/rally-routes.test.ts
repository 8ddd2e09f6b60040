import { beforeAll, describe, expect, it } from 'vitest';
import { NotCharted } from '../../../contract/errors';
import { RallyMatchDetail, RallyMatchList } from '../../../contract/rally';
import { chartedByMcp } from '../../charting/charted-matches';
import { readCsvGz } from '../../data/csv';
import { dataPath } from '../../data/data-dir';
import { resultCorpus } from '../../history/tape-era/result-corpus';
import { chartedOfSlot, chartingLinksReady, heldSlots } from '../../rally/match-link';
import { chartedOfResult } from '../../rally/result-link';
import { conforms, harness } from '../../test/harness';

describe('rally reads', () => {
  const h = harness();
  // Reading the data takes seconds on a busy machine; do it once, outside the per-test timeout.
  // What the routes' gate waits for, so the charting corpus is read once: built in place as well,
  // it was read twice (the gate reads it in a worker whatever this thread holds).
  beforeAll(async () => {
    await chartingLinksReady();
    resultCorpus();
  }, 300_000);

  it('lists charted matches newest first with filters applied before paging', async () => {
    const all = conforms(RallyMatchList, (await h.get('/rally/matches?limit=200')).body);
    const dates = all.data.map((m) => m.date ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    const files = ['m', 'w'].flatMap((g) => readCsvGz(dataPath('charting', `charting-${g}-matches.csv.gz`)));
    expect(all.meta.total).toBe(files.length);
    const fed = conforms(
      RallyMatchList,
      (await h.get('/rally/matches?player=federer&gender=M&surface=grass&from=2019-01-01&to=2019-12-31'))
        .body,
    );
    expect(fed.data.length).toBeGreaterThan(0);
    for (const m of fed.data) {
      expect(m.players.some((p) => p.name === 'Roger Federer')).toBe(true);
      expect(m.surface).toBe('Grass');
      expect(m.date! >= '2019-01-01' && m.date! <= '2019-12-31').toBe(true);
    }
    // Federer's 2019 Wimbledon final against Djokovic was charted.
    expect(fed.data.some((m) => m.source_id === '20190714-M-Wimbledon-F-Roger_Federer-Novak_Djokovic')).toBe(
      true,
    );
  });

  it('refuses a surface the charted corpus has no word for instead of answering an empty page', async () => {
    const r = await h.get('/rally/matches?surface=lava');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: 'bad_request', allowed: ['hard', 'clay', 'grass', 'carpet'] });
    expect((await h.get('/rally/matches?surface=CLAY&limit=1')).status).toBe(200);
  });

  it('reads a match without a points file: counted points, no shots invented', async () => {
    const list = (await h.get('/rally/matches?player=hibah&limit=1')).body;
    const r = await h.get(`/rally/matches/${list.data[0].rally_match_id}?limit=10`);
    const d = conforms(RallyMatchDetail, r.body);
    expect(d.rally).toEqual([]);
    expect(d.meta.total).toBe(d.points);
    expect(d.points_parsed).toBe(0);
    expect(r.body.rally_available).toBe(false);
  });

  it("serves a 2012 men's match shot by shot, in play order, decoded from the charter's notation", async () => {
    // The file holds this final rotated (points 29-288 before 1-28: data/README.md); play order is Pt order.
    const id = chartedByMcp('20120708-M-Wimbledon-F-Roger_Federer-Andy_Murray')?.id;
    const raw = readCsvGz(dataPath('charting', 'charting-m-points-2012-subset.csv.gz')).filter(
      (p) => p.match_id === '20120708-M-Wimbledon-F-Roger_Federer-Andy_Murray',
    );
    expect(raw[0].Pt).toBe('29');
    const r = await h.get(`/rally/matches/${id}?limit=40&offset=0`);
    const d = conforms(RallyMatchDetail, r.body);
    expect(d.points).toBe(raw.length);
    expect(d.meta.total).toBe(raw.length);
    expect(d.meta.has_more).toBe(true);
    expect(d.rally.map((p) => p.point)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const first = raw.find((p) => p.Pt === '1');
    expect(d.rally[0].raw).toBe(first?.['2nd'] ? `${first['1st']};${first['2nd']}` : first?.['1st']);
    expect(d.rally[0].point_winner).toBe(Number(first?.PtWinner));
    // Every decoded rally starts with the serve and numbers its shots 1..n.
    for (const p of d.rally.filter((x) => x.parsed && x.shots?.length)) {
      expect(p.shots?.[0].stroke).toBe('serve');
      expect(p.shots?.map((s) => s.number)).toEqual(p.shots?.map((_, i) => i + 1));
    }
    expect(d.points_parsed).toBeGreaterThan(raw.length * 0.95);
    const listed = (await h.get('/rally/matches?player=murray&from=2012-07-08&to=2012-07-08')).body.data;
    expect(listed.find((m: { rally_match_id: number }) => m.rally_match_id === id)?.rally_available).toBe(
      true,
    );
  });

  it('answers 400 on bad parameters and 404 on unknown ids', async () => {
    const code = async (qs: string) => (await h.get(`/rally/matches?${qs}`)).body.error;
    expect(await code('from=2019-02-30')).toBe('bad_date');
    expect(await code('from=2020-01-01&to=2019-01-01')).toBe('bad_window');
    expect(await code('gender=men')).toBe('bad_gender');
    expect(await code('limit=0')).toBe('bad_request');
    expect((await h.get('/rally/matches/99999999')).status).toBe(404);
    expect((await h.get('/rally/matches/1?offset=-1')).body.error).toBe('bad_request');
  });

  it('reads rally by match id: not_charted for a held uncharted match, not_found for an unknown id', async () => {
    const held = heldSlots(h.app.world);
    const charted = held.find((s) => chartedOfSlot(s));
    const plain = held.find((s) => !chartedOfSlot(s));
    expect(charted && plain).toBeTruthy();
    const ok = conforms(RallyMatchDetail, (await h.get(`/history/matches/${charted?.id}/rally`)).body);
    expect(ok.match_id).toBe(charted?.id);
    // The link is by season, slam and both names: the charted players are the replay's players.
    const names = [charted?.replay.p1.name, charted?.replay.p2.name].sort();
    expect(ok.players.map((p) => p.name).sort()).toEqual(names);
    const no = await h.get(`/history/matches/${plain?.id}/rally`);
    expect(no.status).toBe(404);
    expect(conforms(NotCharted, no.body).match_id).toBe(plain?.id);
    const unknown = await h.get('/history/matches/5/rally');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('not_found');
    expect((await h.get(`/history/matches/${charted?.id}/rally`, 'demo-pro')).status).toBe(403);
  });

  it('links tape-era results by names, round and date, and lists their history id', async () => {
    const final = resultCorpus().entries.find(
      (e) =>
        e.row.tourneyName === 'Wimbledon' &&
        e.row.season === 2023 &&
        e.row.round === 'F' &&
        e.row.tour === 'atp',
    );
    expect(final).toBeTruthy();
    const r = conforms(RallyMatchDetail, (await h.get(`/history/matches/${final?.id}/rally`)).body);
    // The 2023 Wimbledon final (Alcaraz d. Djokovic) was charted: the file's row names it.
    expect(r.source_id).toBe('20230716-M-Wimbledon-F-Novak_Djokovic-Carlos_Alcaraz');
    expect(r.match_id).toBe(final?.id);
    const listed = (await h.get('/rally/matches?player=alcaraz&from=2023-07-16&to=2023-07-16')).body.data;
    expect(listed.find((m: { source_id: string }) => m.source_id === r.source_id)?.match_id).toBe(final?.id);
    const uncharted = resultCorpus().entries.find((e) => !chartedOfResult(e));
    const no = await h.get(`/history/matches/${uncharted?.id}/rally`);
    expect(no.status).toBe(404);
    expect(conforms(NotCharted, no.body).match_id).toBe(uncharted?.id);
  });
});
