/* biome-ignore-all lint/suspicious/noExplicitAny: rows are checked against the contract first */
import { describe, expect, it } from 'vitest';
import { HistoryMatchList } from '../../../contract/history-matches';
import { conforms, harness } from '../../test/harness';

describe('GET /history/matches', () => {
  const h = harness();
  const list = async (qs: string, key = 'demo-basic') => {
    const r = await h.get(`/history/matches?${qs}`, key);
    expect(r.status, qs).toBe(200);
    return conforms(HistoryMatchList, r.body) as any;
  };

  it('lists completed matches newest first: the watched replays, then the reconstructed real results', async () => {
    const first = await list('limit=200');
    expect(first.data.length).toBe(200);
    expect(first.meta.total).toBeNull();
    expect(first.meta.has_more).toBe(true);
    for (const m of first.data) {
      expect(m.status).toBe('completed');
      expect([1, 2]).toContain(m.winner);
      expect(m.result_version).toBeGreaterThanOrEqual(1);
    }
    const observed = first.data.filter((m: any) => m.tape.coverage === 'from_start');
    expect(observed.length).toBeGreaterThan(5);
    const ends = observed.map((m: any) => Date.parse(m.updated_at));
    expect(ends).toEqual([...ends].sort((a, b) => b - a));
    const deep = await list('limit=50&offset=5000');
    const dates = deep.data.map((m: any) => m.event_date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const m of deep.data) {
      expect(m.event_date >= '2023-01-01' && m.event_date <= '2024-12-31').toBe(true);
      expect(m.score.timestamp).toBeNull();
      expect(['reconstructed', 'reconstructed_partial', 'none']).toContain(m.tape.coverage);
    }
  });

  it('applies has_analysis by the /matches rule and refuses other values with bad_has_analysis', async () => {
    const bad = await h.get('/history/matches?has_analysis=abc', 'demo-basic');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'bad_has_analysis', allowed: ['true', 'false'] });
    const all = (await list('limit=1')).meta.count;
    const yes = await list('has_analysis=true&limit=200');
    const no = await list('has_analysis=false&limit=200');
    expect(yes.meta.count).toBeGreaterThan(0);
    expect(yes.meta.count + no.meta.count).toBe(all);
    expect(yes.data.every((m: any) => m.has_analysis === true)).toBe(true);
    expect(no.data.every((m: any) => m.has_analysis === false)).toBe(true);
  });

  it('applies the shared filters before the page is cut', async () => {
    const all = await list('limit=1');
    const atp = await list('tour=atp&limit=200');
    const wta = await list('tour=wta&limit=1');
    expect(atp.data.every((m: any) => m.tour === 'atp')).toBe(true);
    expect(atp.meta.count + wta.meta.count).toBeLessThanOrEqual(all.meta.count);
    expect(atp.meta.count).toBeGreaterThan(4000);
    const june = await list('from=2024-06-01&to=2024-06-30&gender=women&limit=200');
    expect(june.data.length).toBeGreaterThan(50);
    for (const m of june.data) {
      expect(m.gender).toBe('women');
      expect(m.event_date.startsWith('2024-06')).toBe(true);
    }
    const market = await list('has_market=true&limit=100');
    expect(market.data.every((m: any) => m.has_market && m.tape.coverage === 'from_start')).toBe(true);
  });

  it('applies coverage and points_complete after the cut: a short or empty page is not the end', async () => {
    const page = await list('coverage=reconstructed&limit=5');
    expect(page.data.length).toBe(0);
    expect(page.meta.has_more).toBe(true);
    const later = await list('coverage=reconstructed&limit=50&offset=3000');
    expect(later.data.length).toBeGreaterThan(0);
    expect(later.data.every((m: any) => m.tape.coverage === 'reconstructed')).toBe(true);
    const raw = await list('limit=200');
    const yes = await list('points_complete=true&limit=200');
    const no = await list('points_complete=false&limit=200');
    const verdicts = raw.data.map((m: any) => m.tape.points_complete);
    expect(yes.data.length).toBe(verdicts.filter((v: unknown) => v === true).length);
    expect(no.data.length).toBe(verdicts.filter((v: unknown) => v === false).length);
    // The clock is 12:00: matches completed since the 03:00 ledger run are unmeasured and match neither.
    expect(verdicts.filter((v: unknown) => v === null).length).toBeGreaterThan(0);
  });

  it('keeps matches whose result was restated since an instant', async () => {
    const top = (await list('limit=3')).data[2];
    h.app.faults.restatements.push({ matchId: top.id, at: h.clock.t - 60_000, version: 2 });
    const since = new Date(h.clock.t - 3_600_000).toISOString();
    const page = await list(`restated_since=${since}&limit=10`);
    expect(page.data.map((m: any) => m.id)).toEqual([top.id]);
    expect(page.data[0].result_version).toBe(2);
    expect(page.data[0].result_restated_at).toBe(new Date(h.clock.t - 60_000).toISOString());
    const after = await list(`restated_since=${new Date(h.clock.t).toISOString()}&limit=10`);
    expect(after.data).toEqual([]);
  });

  it('answers every bad parameter with its documented code', async () => {
    const cases: Array<[string, string]> = [
      ['coverage=full', 'bad_coverage'],
      ['points_complete=yes', 'bad_points_complete'],
      ['restated_since=2026-11-01', 'bad_restated_since'],
      ['tour=nba', 'bad_tour'],
      ['draw=triples', 'bad_draw'],
      ['gender=x', 'bad_gender'],
      ['is_qualifying=maybe', 'bad_is_qualifying'],
      ['has_market=1', 'bad_has_market'],
      ['tier=grand_slam,nope', 'bad_tier'],
      ['country=SUI', 'bad_country'],
      ['from=2024-02-01&to=2024-01-01', 'bad_window'],
      ['limit=0', 'bad_request'],
    ];
    for (const [qs, code] of cases) {
      const r = await h.get(`/history/matches?${qs}`, 'demo-basic');
      expect(r.status, qs).toBe(400);
      expect(r.body.error, qs).toBe(code);
    }
    expect((await h.get('/history/matches?coverage=full', 'demo-basic')).body.allowed).toEqual([
      'from_start',
      'partial',
      'reconstructed',
      'reconstructed_partial',
      'none',
    ]);
  });
});
