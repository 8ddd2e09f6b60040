import { describe, expect, it } from 'vitest';
import { Analysis } from '../../contract/analysis';
import { SlateEventList, StoppageList } from '../../contract/event';
import { FixtureList } from '../../contract/fixtures';
import { MarketList } from '../../contract/market';
import { PlayerDetail, PlayerList } from '../../contract/player';
import { StatusHistoryList } from '../../contract/status-history';
import { Tournament, TournamentList } from '../../contract/tournament';
import { Usage } from '../../contract/usage';
import { conforms, harness } from './harness';

describe('players, tournaments, fixtures, markets, events and the ledger', () => {
  const h = harness();

  it('searches real players, ranked first, and reads one with stats', async () => {
    const list = conforms(PlayerList, (await h.get('/players?search=djokovic')).body);
    expect(list.data[0].name).toBe('Novak Djokovic');
    const top = conforms(PlayerList, (await h.get('/players?limit=3', 'demo-free')).body);
    expect(top.data[0].ranking).toBe(1);
    const one = conforms(PlayerDetail, (await h.get(`/players/${list.data[0].id}`)).body);
    expect(one.stats).toBeTruthy();
    expect((await h.get('/players/1')).status).toBe(404);
    expect((await h.get('/players/abc')).body.error).toBe('not_found');
  });

  it('filters the tournament catalogue and reads one', async () => {
    const slams = conforms(TournamentList, (await h.get('/tournaments?tier=grand_slam&limit=200')).body);
    expect(slams.data.length).toBeGreaterThanOrEqual(8);
    expect(slams.data.every((t) => t.tier === 'grand_slam')).toBe(true);
    const w = conforms(
      Tournament,
      (await h.get(`/tournaments/${slams.data.find((t) => t.name === "Wimbledon — Men's Singles")!.id}`))
        .body,
    );
    expect(w.surface).toBe('grass');
    expect((await h.get('/tournaments?tier=nope')).body.error).toBe('bad_tier');
    expect((await h.get('/tournaments?draw=x')).body.error).toBe('bad_draw');
    expect((await h.get('/tournaments/0')).status).toBe(404);
  });

  it('publishes fixtures earliest first for the upcoming replays', async () => {
    const f = conforms(FixtureList, (await h.get('/fixtures?limit=200', 'demo-free')).body);
    expect(f.data.length).toBeGreaterThan(0);
    const times = f.data.map((x) => Date.parse(x.start_time ?? ''));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect((await h.get('/fixtures?tour=x')).body.error).toBe('bad_tour');
  });

  it('maps markets and refuses bad market reads', async () => {
    const id = (await h.get('/matches?has_market=true&limit=1')).body.data[0].id;
    const m = conforms(MarketList, (await h.get(`/markets?match_id=${id}`, 'demo-pro')).body);
    expect(m.meta.count).toBe(1);
    const prices = (await h.get(`/markets/${id}/prices?limit=5`, 'demo-pro')).body;
    expect(prices.prices.length).toBeLessThanOrEqual(10);
    expect((await h.get('/markets', 'demo-pro')).body.error).toBe('bad_request');
  });

  it('answers analysis or no_analysis, never an empty 200', async () => {
    const withA = (await h.get('/matches?has_analysis=true&limit=1')).body.data[0];
    conforms(Analysis, (await h.get(`/matches/${withA.id}/analysis`)).body);
    const without = (await h.get('/matches?has_analysis=false&limit=1')).body.data[0];
    const r = await h.get(`/matches/${without.id}/analysis`);
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ error: 'no_analysis', coverage: 'none', match_id: without.id });
  });

  it('keeps the status ledger, slate events, stoppages and usage in shape', async () => {
    const done = (await h.get('/matches?status=completed&limit=1')).body.data[0];
    const ledger = conforms(
      StatusHistoryList,
      (await h.get(`/matches/${done.id}/status-history`, 'demo-basic')).body,
    );
    expect(ledger.data[0].status_after).toBe('live');
    expect(ledger.data.at(-1)?.status_after).toBe('completed');
    conforms(SlateEventList, (await h.get('/events?type=stoppages', 'demo-pro')).body);
    expect((await h.get('/events?type=nope', 'demo-pro')).body.error).toBe('bad_type');
    const p = done.players.p1.id;
    conforms(StoppageList, (await h.get(`/players/${p}/stoppages?kind=pause,retirement`, 'demo-pro')).body);
    expect(
      (await h.get(`/players/${p}/injuries?since=2025-01-01&until=2026-11-01`, 'demo-pro')).body.error,
    ).toBe('window_too_long');
    expect((await h.get(`/players/${p}/stoppages?kind=nap`, 'demo-pro')).body.error).toBe('bad_kind');
    conforms(Usage, (await h.get('/usage', 'demo-basic')).body);
  });
});
