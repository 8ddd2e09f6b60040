import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Tier } from '../../../contract/common';
import type { Match } from '../../../contract/match';
import { ApiError } from '../../api/api-error';
import { getPlayer, getTournament, listFixtures, listPlayers, listTournaments } from '../../api/catalogue';
import type { Connection } from '../../api/connection';
import { listMarkets, listMatchPrices } from '../../api/markets';
import { getAnalysis, getStatistics, listMatchEvents } from '../../api/match-tabs';
import { getMatch, getScore, listLiveMatches, listMatches } from '../../api/matches';
import { getPoints } from '../../api/points';
import { getHealth, getUsage } from '../../api/service';
import { type LiveService, startService } from '../service-fixture.test-harness';

let svc: LiveService;
let free: Connection;
let ultra: Connection;
let live: Match[] = [];
const degraded: string[] = [];
const onDegraded = (path: string, fields: string[]) => degraded.push(`${path}: ${fields.join(',')}`);

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected an ApiError');
}

beforeAll(async () => {
  svc = await startService();
  free = svc.direct('demo-free');
  ultra = svc.direct('demo-ultra');
  live = (await listLiveMatches({ connection: ultra, gate: null, onDegraded })).data;
});
afterAll(async () => {
  await svc.close();
});

describe('fetch layer against the real local service', () => {
  it('reads the live slate: every row live, players named, nothing degraded', () => {
    expect(live.length).toBeGreaterThan(0);
    for (const m of live) {
      expect(m.status).toBe('live');
      expect(m.players.p1.name.length).toBeGreaterThan(0);
    }
    expect(degraded).toEqual([]);
  });

  it('health needs no key; usage is the key’s own, and both are quota-exempt', async () => {
    expect(
      await getHealth({ connection: { mode: 'gateway', baseUrl: svc.baseUrl }, gate: null }),
    ).toMatchObject({
      status: 'ok',
      version: 'v1',
    });
    const usage = await getUsage({ connection: free, gate: null });
    expect(usage.tier).toBe('free');
    expect(usage.limits).toMatchObject({ per_minute: 30, per_day: 100 });
  });

  it('match detail and score of a live match agree with the slate row', async () => {
    const m = live[0];
    const detail = await getMatch(m.id, { connection: free, gate: null, onDegraded });
    expect(detail.id).toBe(m.id);
    expect(detail.players.p1.id).toBe(m.players.p1.id);
    // FREE: the PRO/ULTRA embeds are absent, never invented.
    expect(detail.market).toBeUndefined();
    const score = await getScore(m.id, {}, { connection: free, gate: null, onDegraded });
    expect(score.sets).toHaveLength(2);
    expect(degraded).toEqual([]);
  });

  it('reads ULTRA surfaces: statistics and points of a live match', async () => {
    const m = live[0];
    const stats = await getStatistics(m.id, { connection: ultra, gate: null, onDegraded });
    expect(stats.match_id).toBe(m.id);
    const points = await getPoints(m.id, { after_seq: 0 }, { connection: ultra, gate: null, onDegraded });
    expect(Array.isArray(points.points)).toBe(true);
    expect(degraded).toEqual([]);
  });

  it('reads players, tournaments and fixtures on a FREE key', async () => {
    const players = await listPlayers({ limit: 5 }, { connection: free, gate: null, onDegraded });
    expect(players.data.length).toBeGreaterThan(0);
    const p = await getPlayer(players.data[0].id, { connection: free, gate: null, onDegraded });
    expect(p.id).toBe(players.data[0].id);
    const withTournament = live.find((m) => m.tournament_id !== null);
    if (withTournament?.tournament_id) {
      const t = await getTournament(withTournament.tournament_id, {
        connection: free,
        gate: null,
        onDegraded,
      });
      expect(t.id).toBe(withTournament.tournament_id);
    }
    const ts = await listTournaments({ limit: 3 }, { connection: free, gate: null, onDegraded });
    expect(ts.data.length).toBeGreaterThan(0);
    const fx = await listFixtures({ limit: 3 }, { connection: free, gate: null, onDegraded });
    expect(Array.isArray(fx.data)).toBe(true);
    expect(degraded).toEqual([]);
  });

  it('sends typed filters and gets the documented 400 for a bad one', async () => {
    const atp = await listMatches({ status: 'live', tour: 'atp' }, { connection: free, gate: null });
    expect(atp.data.every((m) => m.tour === 'atp')).toBe(true);
    // `tier` is comma-separated on the wire; two tiers of the live slate come back, nothing else.
    const tiers = [...new Set(live.map((m) => m.tier).filter((t): t is string => t !== null))].slice(0, 2);
    const byTier = await listMatches(
      { status: 'live', tier: tiers as Tier[] },
      { connection: free, gate: null },
    );
    expect(byTier.data.length).toBe(live.filter((m) => m.tier !== null && tiers.includes(m.tier)).length);
    const e = await failure(listMatches({ status: 'sideways' as 'live' }, { connection: free, gate: null }));
    expect(e.problem).toMatchObject({ type: 'bad_request', code: 'bad_status' });
  });

  it('maps the service’s refusals to the typed error model', async () => {
    const bad = await failure(listLiveMatches({ connection: svc.direct('no-such-key'), gate: null }));
    expect(bad.problem).toEqual({ type: 'unauthorized' });
    const above = await failure(listMatchEvents(live[0].id, {}, { connection: free, gate: null }));
    expect(above.status).toBe(403);
    expect(above.problem.type).toBe('upgrade_required');
    const missing = await failure(getMatch(999, { connection: free, gate: null }));
    expect(missing.problem).toEqual({ type: 'not_found' });
  });

  it('tells no_analysis and no_market apart from not_found on real matches', async () => {
    const noAnalysis = live.find((m) => !m.has_analysis);
    if (noAnalysis) {
      const e = await failure(getAnalysis(noAnalysis.id, { connection: ultra, gate: null }));
      expect(e.problem).toEqual({ type: 'no_analysis', matchId: noAnalysis.id });
    }
    const noMarket = live.find((m) => !m.has_market);
    if (noMarket) {
      const e = await failure(listMatchPrices(noMarket.id, {}, { connection: ultra, gate: null }));
      expect(e.problem).toEqual({ type: 'no_market', matchId: noMarket.id });
      const markets = await listMarkets(noMarket.id, { connection: ultra, gate: null });
      expect(markets.meta.count).toBe(0);
    }
    expect(noAnalysis ?? noMarket).toBeDefined();
  });

  it('gateway mode never sends a key', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const e = await failure(
      listLiveMatches({ connection: { mode: 'gateway', baseUrl: svc.baseUrl }, gate: null }),
    );
    const init = spy.mock.calls[0][1] as RequestInit;
    spy.mockRestore();
    expect(Object.keys(init.headers as Record<string, string>).map((h) => h.toLowerCase())).not.toContain(
      'x-api-key',
    );
    expect(String(spy.mock.calls[0]?.[0] ?? '')).not.toContain('token=');
    // Pointed straight at the service (no gateway in between) the request is refused: proof no key went out.
    expect(e.problem).toEqual({ type: 'unauthorized' });
  });
});
