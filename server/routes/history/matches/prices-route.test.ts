/* biome-ignore-all lint/suspicious/noExplicitAny: rows are checked against the contract first */
import { describe, expect, it } from 'vitest';
import { HistoryPrices } from '../../../../contract/history-prices';
import { resultCorpus } from '../../../history/tape-era/result-corpus';
import { conforms, harness } from '../../../test/harness';

describe('GET /history/matches/{id}/prices', () => {
  const h = harness();
  const withMarket = async () =>
    (await h.get('/history/matches?has_market=true&limit=5', 'demo-pro')).body.data[0] as any;

  it('gives one row per played point with each side quoted at the point, graded by lag', async () => {
    const m = await withMarket();
    const r = conforms(
      HistoryPrices,
      (await h.get(`/history/matches/${m.id}/prices?limit=500`, 'demo-pro')).body,
    ) as any;
    expect(r.data.map((x: any) => x.seq)).toEqual(r.data.map((_: unknown, i: number) => i + 1));
    const tape = (await h.get(`/history/matches/${m.id}`, 'demo-pro')).body.tape;
    let quoted = 0;
    for (const row of r.data) {
      expect(row.games).toEqual(tape[row.seq].games);
      expect(row.points).toEqual(tape[row.seq].points);
      expect(row.server).toBeUndefined();
      expect(row.winner).toBeUndefined();
      const [one, two] = [row.quotes['1'], row.quotes['2']];
      if (!one) continue;
      quoted++;
      expect(one.mid + two.mid).toBeCloseTo(1, 4);
      const lag = Math.abs(Date.parse(one.timestamp) - Date.parse(row.ts));
      const expected = lag <= 15_000 ? 'tick' : lag <= 90_000 ? 'minute' : 'coarse';
      expect(one.resolution).toBe(expected);
      // The newest quote at or before the point, else one within five minutes after it.
      expect(Date.parse(one.timestamp) - Date.parse(row.ts)).toBeLessThanOrEqual(300_000);
    }
    expect(quoted).toBeGreaterThan(r.data.length / 2);
  });

  it('pages from after_seq with meta.last_seq', async () => {
    const m = await withMarket();
    const a = (await h.get(`/history/matches/${m.id}/prices?limit=10`, 'demo-pro')).body;
    expect(a.meta.last_seq).toBe(10);
    expect(a.meta.has_more).toBe(true);
    const b = (
      await h.get(`/history/matches/${m.id}/prices?limit=10&after_seq=${a.meta.last_seq}`, 'demo-pro')
    ).body;
    expect(b.data[0].seq).toBe(11);
    for (const qs of ['after_seq=-1', 'after_seq=x']) {
      const bad = await h.get(`/history/matches/${m.id}/prices?${qs}`, 'demo-pro');
      expect(bad.status, qs).toBe(400);
      expect(bad.body.error, qs).toBe('bad_after_seq');
    }
  });

  it('answers no_market where nothing is mapped, and is PRO only', async () => {
    const none = (await h.get('/history/matches?has_market=false&limit=5', 'demo-pro')).body.data[0];
    const r = await h.get(`/history/matches/${none.id}/prices`, 'demo-pro');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ error: 'no_market', match_id: none.id, coverage: 'none' });
    const result = resultCorpus().entries[0].id;
    expect((await h.get(`/history/matches/${result}/prices`, 'demo-pro')).body.error).toBe('no_market');
    const basic = await h.get(`/history/matches/${none.id}/prices`, 'demo-basic');
    expect(basic.status).toBe(403);
    expect(basic.body.error).toBe('upgrade_required');
  });
});
