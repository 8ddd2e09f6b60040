/* biome-ignore-all lint/suspicious/noExplicitAny: responses are checked against the contract schemas */
import { describe, expect, it } from 'vitest';
import { MatchMerged, RateLimitedMinute } from '../../contract/errors';
import { ScoreWithdrawnFrame } from '../../contract/feed-frames';
import { Match, WithdrawnMatchList } from '../../contract/match';
import { Score } from '../../contract/score';
import { StatusHistoryList } from '../../contract/status-history';
import { Withdrawals } from '../../contract/withdrawals';
import type { FeedEvent } from '../feeds/hub';
import { conforms, harness } from '../test/harness';

const h = harness({ feedTickMs: 0 });
const events: FeedEvent[] = [];
h.app.feedHub.on((e) => events.push(e));
const admin = async (name: string, body: unknown = {}, remoteAddress = '127.0.0.1') => {
  const res = await h.app.admin.inject({
    method: 'POST',
    url: `/_admin/faults/${name}`,
    payload: body as object,
    remoteAddress,
  });
  return { status: res.statusCode, body: res.json() };
};
const ids = async (status: string) =>
  (await h.get(`/matches?status=${status}&limit=20`)).body.data.map((m: any) => m.id) as number[];
const tick = (ms = 0) => {
  h.clock.t += ms;
  h.app.feedPublisher.tick();
};

describe('the fault control', () => {
  it('answers only on loopback, and only on the admin listener', async () => {
    expect((await admin('restart', {}, '10.1.2.3')).status).toBe(404);
    const far = await h.app.admin.inject({
      method: 'GET',
      url: '/_admin/faults',
      remoteAddress: '192.168.0.9',
    });
    expect(far.statusCode).toBe(404);
    const pub = await h.app.inject({ method: 'GET', url: '/_admin/faults' });
    expect(pub.statusCode).toBe(404);
    const near = await h.app.admin.inject({ method: 'GET', url: '/_admin/faults' });
    expect(near.json()).toMatchObject({ withdrawals: [], merges: [], refuse_until: null });
  });

  it('refuses bad bodies and unknown or unsuitable matches', async () => {
    expect((await admin('withdraw', { match_id: 'x' })).body.error).toBe('bad_request');
    expect((await admin('stale', { match_id: 999 })).status).toBe(404);
    const [done] = await ids('completed');
    expect((await admin('withdraw', { match_id: done })).status).toBe(409);
    expect((await admin('reopen', { match_id: (await ids('live'))[0] })).status).toBe(409);
  });
});

describe('withdraw: an illegal state published, then refused', () => {
  it('pushes score then score_withdrawn, keeps the record and the verdict, and shifts later sequences', async () => {
    tick();
    // A live match whose next point lands within a minute (not in a long rain delay).
    const id = (await ids('live')).find((m) => {
      const st = h.app.world.context(h.app.world.slot(m)!).st;
      return st.accept[st.index + 1] - h.clock.t < 60_000;
    })!;
    const before = conforms(Score, (await h.get(`/matches/${id}/score`)).body);
    const n = before.sequence!;
    events.length = 0;
    const res = await admin('withdraw', { match_id: id });
    const frame = conforms(ScoreWithdrawnFrame, res.body);
    expect(frame).toMatchObject({
      match_id: id,
      kind: 'withdrawn',
      superseded_sequence: n + 1,
      safe_to_resume: true,
    });
    const mine = events.filter((e) => e.matchId === id).map((e) => e.frame as any);
    expect(mine.map((f) => f.type)).toEqual(['score', 'score_withdrawn']);
    expect(mine[0].score.sequence).toBe(n + 1);

    const record = conforms(Withdrawals, (await h.get(`/matches/${id}/withdrawals`)).body);
    expect(record.data).toEqual([frame]);
    const verdict = (await h.get(`/matches/${id}/score?sequence=${n + 1}`)).body.verdict;
    expect(verdict).toEqual({
      superseded_sequence: n + 1,
      reason: frame.reason,
      kind: 'withdrawn',
      safe_to_resume: true,
    });
    expect((await h.get(`/matches/${id}/score?sequence=${n}`)).body.verdict).toBeNull();
    expect((await h.get(`/matches/${id}/score`)).body.sequence).toBe(n);
    const listing = conforms(WithdrawnMatchList, (await h.get('/matches?withdrawn_since=2026-11-01')).body);
    expect(listing.data).toEqual([{ match_id: id, withdrawals: 1, last_withdrawn_at: frame.ts }]);

    // The next good state takes n + 2 on REST and on the feed: the refused one consumed n + 1.
    for (let k = 0; k < 30 && (await h.get(`/matches/${id}/score`)).body.sequence === n; k++) tick(20_000);
    const after = (await h.get(`/matches/${id}/score`)).body.sequence;
    expect(after).toBeGreaterThanOrEqual(n + 2);
    const seqs = events
      .filter((e) => e.matchId === id && e.frame.type === 'score')
      .map((e) => (e.frame as any).score.sequence);
    expect(seqs.slice(0, 2)).toEqual([n + 1, n + 2]);
    expect(seqs.at(-1)).toBe(after);
  });
});

describe('stale: a match whose feed goes quiet', () => {
  it('freezes the state, turns it stale after 120 s and sends no frames for it', async () => {
    tick();
    const [id] = await ids('live');
    const before = (await h.get(`/matches/${id}/score`)).body;
    await admin('stale', { match_id: id });
    events.length = 0;
    tick(130_000);
    expect(events.some((e) => e.matchId === id)).toBe(false);
    const s = conforms(Score, (await h.get(`/matches/${id}/score`)).body);
    expect(s.sequence).toBe(before.sequence);
    expect(s.stale).toBe(true);
    expect(s.age_seconds).toBeGreaterThan(120);
    expect(s.sources_count).toBe(0);
    expect((await h.get(`/matches/${id}`)).body.status).toBe('live');
    expect((await h.get(`/matches/${id}/statistics`)).body.coverage).toBe('stale');
  });
});

describe('stale since a past moment, and a reset of one match', () => {
  it('freezes the match at the state it held then, and a reset of that match alone brings it back', async () => {
    tick();
    const [id, other] = await ids('live');
    const now = (await h.get(`/matches/${id}/score`)).body;
    await admin('stale', { match_id: other });
    // A moment a few points back: the capture time of an earlier point.
    const { points } = (await h.get(`/matches/${id}/points`)).body;
    const since = points[points.length - 5].ts;
    const r = await admin('stale', { match_id: id, since });
    expect(r.body.quiet_since).toBe(since);
    const then = conforms(Score, (await h.get(`/matches/${id}/score`)).body);
    expect(then.sequence).toBeLessThan(now.sequence);
    await admin('reset', { match_id: id });
    expect((await h.get(`/matches/${id}/score`)).body.sequence).toBe(now.sequence);
    // The other match's fault is its own: still quiet.
    const listed = (await h.app.admin.inject({ method: 'GET', url: '/_admin/faults' })).json();
    expect(listed.stale.map((q: any) => q.match_id)).toEqual([other]);
    await admin('reset');
  });

  it('refuses a moment in the future or before the match started', async () => {
    const [id] = await ids('live');
    const ahead = new Date(h.clock.t + 60_000).toISOString();
    expect((await admin('stale', { match_id: id, since: ahead })).status).toBe(400);
    expect((await admin('stale', { match_id: id, since: '2000-01-01T00:00:00Z' })).status).toBe(400);
    expect((await admin('stale', { match_id: id, since: 'yesterday' })).body.error).toBe('bad_request');
  });
});

describe('merge: an id folded into another', () => {
  it('answers 410 merged with the end of the chain on every per-match route', async () => {
    const [a, b, c] = await ids('live');
    await admin('merge', { match_id: a, into: b });
    await admin('merge', { match_id: b, into: c });
    for (const path of [
      '',
      '/score',
      '/withdrawals',
      '/status-history',
      '/points',
      '/statistics',
      '/events',
    ]) {
      const r = await h.get(`/matches/${a}${path}`);
      expect(r.status).toBe(410);
      expect(conforms(MatchMerged, r.body).merged_into).toBe(c);
    }
    expect((await h.get(`/matches/${b}`)).body.merged_into).toBe(c);
    expect((await h.get('/matches/999')).status).toBe(404);
    expect(await ids('live')).not.toContain(a);
    events.length = 0;
    tick(120_000);
    expect(events.some((e) => e.matchId === a || e.matchId === b)).toBe(false);
  });
});

describe('force429: the next requests of a key are rate limited', () => {
  it('answers the documented per-minute 429 with Retry-After, then recovers', async () => {
    await admin('force429', { key: 'demo-basic', count: 2 });
    for (let i = 0; i < 2; i++) {
      const r = await h.get('/matches', 'demo-basic');
      expect(r.status).toBe(429);
      conforms(RateLimitedMinute, r.body);
      expect(r.body.tier).toBe('pro');
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await h.get('/matches', 'demo-basic')).status).toBe(200);
  });
});

describe('reopen and restate: a completed result moves', () => {
  it('reopens a completed match with a completed → live ledger row', async () => {
    const [id] = await ids('completed');
    await admin('reopen', { match_id: id });
    const m = conforms(Match, (await h.get(`/matches/${id}`)).body);
    expect([m.status, m.outcome, m.winner]).toEqual(['live', null, null]);
    const ledger = conforms(
      StatusHistoryList,
      (await h.get(`/matches/${id}/status-history`, 'demo-basic')).body,
    );
    expect(ledger.data.at(-1)).toMatchObject({
      status_before: 'completed',
      status_after: 'live',
      basis: 'observed',
    });
  });

  it('restates a result: a restatement row, result_version and result_restated_at move', async () => {
    const [, id] = await ids('completed');
    const v1 = (await h.get(`/matches/${id}`)).body;
    expect([v1.result_version, v1.result_restated_at]).toEqual([1, null]);
    await admin('restate', { match_id: id });
    h.clock.t += 5_000;
    await admin('restate', { match_id: id });
    const m = conforms(Match, (await h.get(`/matches/${id}`)).body);
    expect(m.result_version).toBe(3);
    expect(m.result_restated_at).toBe(new Date(h.clock.t).toISOString());
    const ledger = conforms(
      StatusHistoryList,
      (await h.get(`/matches/${id}/status-history`, 'demo-basic')).body,
    );
    const rows = ledger.data.filter((r) => r.basis === 'restatement');
    expect(rows.map((r) => [r.status_before, r.status_after])).toEqual([
      ['completed', 'completed'],
      ['completed', 'completed'],
    ]);
    expect(h.app.faults.latestRestatement(id)).toMatchObject({ matchId: id, version: 3, at: h.clock.t });
  });
});

describe('revoke and reset', () => {
  it('disables or downgrades a key on REST until reset', async () => {
    await admin('revoke', { key: 'demo-pro', to: 'disabled' });
    expect((await h.get('/matches', 'demo-pro')).status).toBe(401);
    await admin('revoke', { key: 'demo-ultra', to: 'pro' });
    const [id] = await ids('live');
    const r = await h.get(`/matches/${id}/withdrawals`);
    expect(r.status).toBe(403);
    expect(r.body.error).toBe('upgrade_required');
    await admin('reset');
    expect((await h.get('/matches', 'demo-pro')).status).toBe(200);
    const listed = (await h.app.admin.inject({ method: 'GET', url: '/_admin/faults' })).json();
    expect(listed).toMatchObject({ withdrawals: [], merges: [], revoked: {}, restatements: [] });
  });
});
