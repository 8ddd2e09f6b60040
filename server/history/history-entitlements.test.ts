import { describe, expect, it } from 'vitest';
import { harness } from '../test/harness';
import { resultCorpus } from './tape-era/result-corpus';

/** history-surface.md, Authentication: one representative call per row and key. */
describe('history entitlements', () => {
  const h = harness();
  const tapeId = () => resultCorpus().entries[0].id;
  const status = async (path: string, key: string) => (await h.get(path, key)).status;

  it('gives the FREE key 20 history calls a month, then upgrade_required with free_history_taste', async () => {
    for (let i = 0; i < 20; i++)
      expect((await h.get(`/history/matches/${tapeId()}`, 'demo-free')).status).toBe(200);
    const r = await h.get('/history/matches?limit=1', 'demo-free');
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ error: 'upgrade_required', free_history_taste: 'used' });
    expect(await status('/history/packages/2024-11', 'demo-free')).toBe(403);
  });

  it('spends no FREE history call on a refused request', async () => {
    const fresh = harness();
    const used = async () => (await fresh.get('/usage', 'demo-free')).body.free_history_taste.used;
    for (const bad of [
      '/history/matches?coverage=bogus',
      '/history/matches?points_complete=maybe',
      '/h2h?p1=Fe&p2=Nadal',
      '/history/matches?limit=0',
    ])
      expect((await fresh.get(bad, 'demo-free')).status, bad).toBe(400);
    expect(await used()).toBe(0);
    expect((await fresh.get('/history/matches?limit=1', 'demo-free')).status).toBe(200);
    expect(await used()).toBe(1);
  });

  it('opens the tape to core BASIC and every history plan, packages to PRO, Pro/Business and passes', async () => {
    const tape = `/history/matches/${tapeId()}`;
    const pkg = '/history/packages/2024-11';
    const expected: Record<string, [number, number, number]> = {
      // [tape, monthly package, per-point prices]
      'demo-basic': [200, 403, 403],
      'demo-pro': [200, 200, 404],
      'demo-ultra': [200, 200, 404],
      'demo-history-starter': [200, 403, 403],
      'demo-history-pro': [200, 200, 403],
      'demo-history-business': [200, 200, 403],
      'demo-history-pass-month': [200, 200, 403],
      'demo-history-pass-year': [200, 200, 403],
    };
    for (const [key, [t, p, prices]] of Object.entries(expected)) {
      expect(await status(tape, key), `${key} tape`).toBe(t);
      expect(await status(pkg, key), `${key} package`).toBe(p);
      // The reconstructed result has no market: an entitled key gets no_market, others 403 first.
      expect(await status(`${tape}/prices`, key), `${key} prices`).toBe(prices);
    }
    const starter = await h.get(pkg, 'demo-history-starter');
    expect(starter.body.error).toBe('upgrade_required');
  });

  it('keeps yearly corpora to ULTRA, Pro/Business and passes, and the year listing to Business, a year pass or ULTRA', async () => {
    // An entitled key reaches the period check (404: not built); a refused one stops at 403.
    const elo = '/history/packages/1800?kind=elo';
    const eloExpected: Record<string, number> = {
      'demo-pro': 403,
      'demo-ultra': 404,
      'demo-history-pro': 404,
      'demo-history-business': 404,
      'demo-history-pass-month': 404,
      'demo-history-starter': 403,
    };
    for (const [key, s] of Object.entries(eloExpected)) expect(await status(elo, key), key).toBe(s);
    const year = '/history/packages?year=2022';
    const yearExpected: Record<string, number> = {
      'demo-pro': 403,
      'demo-ultra': 200,
      'demo-history-pro': 403,
      'demo-history-business': 200,
      'demo-history-pass-month': 403,
      'demo-history-pass-year': 200,
    };
    for (const [key, s] of Object.entries(yearExpected)) expect(await status(year, key), key).toBe(s);
  });
});
