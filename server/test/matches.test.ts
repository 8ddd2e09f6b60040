import { describe, expect, it } from 'vitest';
import { MatchDetail, MatchList } from '../../contract/match';
import { MatchPoints } from '../../contract/points';
import { Score } from '../../contract/score';
import { MatchStatistics } from '../../contract/statistics';
import { conforms, harness } from './harness';

describe('matches on the replay schedule', () => {
  const h = harness();

  it('lists live matches with complete scores, and upcoming and completed ones', async () => {
    const live = conforms(MatchList, (await h.get('/matches?status=live&limit=200')).body);
    expect(live.data.length).toBeGreaterThan(3);
    for (const m of live.data) {
      expect(m.status).toBe('live');
      expect(m.score?.games).not.toBeNull();
      expect(m.score?.sequence).toBeGreaterThan(0);
      expect(m.live_at).not.toBeNull();
    }
    const upcoming = conforms(MatchList, (await h.get('/matches?status=upcoming&limit=200')).body);
    expect(
      upcoming.data.every((m) => m.status === 'upcoming' && m.score === null && m.live_at === null),
    ).toBe(true);
    const done = conforms(MatchList, (await h.get('/matches?status=completed&limit=5')).body);
    expect(done.data.length).toBe(5);
    for (const m of done.data) {
      expect(m.winner === 1 || m.winner === 2).toBe(true);
      expect(m.outcome === 'completed' || m.outcome === 'retired').toBe(true);
    }
    expect(done.meta.total).toBeNull();
  });

  it('carries provenance of the real match replayed', async () => {
    const m = (await h.get('/matches?limit=1')).body.data[0];
    expect(m.replay.original_match_id).toMatch(/^\d{4}-(ausopen|frenchopen|usopen|wimbledon)-/);
    expect(m.replay.source).toBe('slam_pbp');
  });

  it('applies filters before pagination and answers every bad value with its code', async () => {
    const all = (await h.get('/matches?limit=200')).body;
    const atp = (await h.get('/matches?limit=200&tour=atp')).body;
    expect(atp.meta.count).toBe(all.data.filter((m: { tour: string }) => m.tour === 'atp').length);
    const cases: Array<[string, string]> = [
      ['status=finished', 'bad_status'],
      ['tour=nba', 'bad_tour'],
      ['draw=triples', 'bad_draw'],
      ['player=abc', 'bad_request'],
      ['country=SUI', 'bad_country'],
      ['tournament_id=abc', 'bad_tournament_id'],
      ['tier=grand_slam,nope', 'bad_tier'],
      ['has_analysis=yes', 'bad_has_analysis'],
      ['has_market=1', 'bad_has_market'],
      ['is_qualifying=maybe', 'bad_is_qualifying'],
      ['gender=x', 'bad_gender'],
      ['updated_since=yesterday', 'bad_updated_since'],
      ['limit=0', 'bad_request'],
    ];
    for (const [qs, code] of cases) {
      const r = await h.get(`/matches?${qs}`);
      expect(r.status, qs).toBe(400);
      expect(r.body.error, qs).toBe(code);
    }
  });

  /** Every row of a status listing, paged through. */
  async function everyRow(status: string) {
    const rows: Array<{ id: number; status: string; updated_at: string }> = [];
    for (let offset = 0; ; offset += 200) {
      const page = (await h.get(`/matches?status=${status}&limit=200&offset=${offset}`)).body;
      rows.push(...page.data);
      if (!page.meta.has_more) break;
    }
    return rows;
  }

  /** Ids of every change-feed page from a boundary, checking pages never overlap and count is the set. */
  async function feedFrom(since: string, extra = '') {
    const first = (await h.get(`/matches?updated_since=${since}&limit=25${extra}`)).body;
    expect(first.meta.watermark).toBe(new Date(h.clock.t - 5000).toISOString());
    const seen = new Map<number, string>(
      first.data.map((m: { id: number; status: string }) => [m.id, m.status]),
    );
    let cursor = first.meta.next_cursor;
    let more = first.meta.has_more;
    while (more) {
      const next = (await h.get(`/matches?cursor=${cursor}&limit=25${extra}`)).body;
      for (const m of next.data) {
        expect(seen.has(m.id)).toBe(false);
        seen.set(m.id, m.status);
      }
      more = next.meta.has_more;
      cursor = next.meta.next_cursor;
    }
    // meta.count reflects the filtered set, not the page.
    expect(first.meta.count).toBe(seen.size);
    return seen;
  }

  it('pages the change feed oldest first without overlap, over every status unless one is named', async () => {
    const boundary = '2026-11-21T11:00:00Z';
    const since = Date.parse(boundary);
    const changed = (rows: Array<{ id: number; updated_at: string }>) =>
      rows
        .filter((m) => Date.parse(m.updated_at) >= since)
        .map((m) => m.id)
        .sort();
    const [live, completed, upcoming] = await Promise.all(['live', 'completed', 'upcoming'].map(everyRow));
    const all = await feedFrom(boundary);
    // Live → completed transitions are in the feed: every match completed since the boundary.
    expect(changed(completed).length).toBeGreaterThan(0);
    expect([...all.keys()].sort()).toEqual(
      [...changed(live), ...changed(completed), ...changed(upcoming)].sort(),
    );
    // A named status filters. A match suspended overnight (2023-wimbledon-3130 on this schedule) is
    // live with an older updated_at and rightly stays out of the feed.
    const liveOnly = await feedFrom(boundary, '&status=live');
    expect([...liveOnly.keys()].sort()).toEqual(changed(live));
    expect([...liveOnly.values()].every((s) => s === 'live')).toBe(true);
    expect(liveOnly.size).toBeGreaterThan(5);
    const completedOnly = await feedFrom(boundary, '&status=completed');
    expect([...completedOnly.keys()].sort()).toEqual(changed(completed));
    expect((await h.get('/matches?cursor=zzz')).body.error).toBe('bad_cursor');
  });

  it('serves the detail with tier-gated keys and 404 on unknown or never-issuable ids', async () => {
    const id = (await h.get('/matches?limit=1')).body.data[0].id;
    const ultra = conforms(MatchDetail, (await h.get(`/matches/${id}`)).body);
    expect('analysis' in ultra).toBe(true);
    const free = (await h.get(`/matches/${id}`, 'demo-free')).body;
    expect('market' in free).toBe(false);
    expect('analysis' in free).toBe(false);
    expect(free.score.win_probability_p1).toBeUndefined();
    expect((await h.get('/matches/999')).status).toBe(404);
    expect((await h.get('/matches/abc')).status).toBe(404);
  });

  it('serves a live score with sequence, staleness and the model fields at ULTRA', async () => {
    const id = (await h.get('/matches?limit=1')).body.data[0].id;
    const s = conforms(Score, (await h.get(`/matches/${id}/score`)).body);
    expect(s.win_probability_p1).toBeGreaterThanOrEqual(0);
    expect(s.win_probability_p1).toBeLessThanOrEqual(1);
    expect(s.age_seconds).toBeGreaterThanOrEqual(0);
    expect(s.stale).toBe((s.age_seconds ?? 0) > 120);
    const meta = s.win_probability_meta as { inputs: { p1_serve_points_won: number } };
    expect(meta.inputs.p1_serve_points_won).toBeGreaterThan(0.3);
    h.clock.t += 5 * 60_000;
    const later = conforms(Score, (await h.get(`/matches/${id}/score`)).body);
    expect(later.sequence ?? 0).toBeGreaterThanOrEqual(s.sequence ?? 0);
    h.clock.t -= 5 * 60_000;
    expect((await h.get(`/matches/${id}/score?sequence=x`)).body.error).toBe('bad_sequence');
  });

  it('pages points by after_seq and keeps statistics families apart', async () => {
    const id = (await h.get('/matches?limit=1')).body.data[0].id;
    const p = conforms(MatchPoints, (await h.get(`/matches/${id}/points`)).body);
    expect(p.points.map((x) => x.seq)).toEqual(p.points.map((_, i) => i + 1));
    if (p.points.length > 2) {
      const rest = (await h.get(`/matches/${id}/points?after_seq=2`)).body;
      expect(rest.points[0].seq).toBe(3);
    }
    expect((await h.get(`/matches/${id}/points?after_seq=-1`)).body.error).toBe('bad_after_seq');
    const st = conforms(MatchStatistics, (await h.get(`/matches/${id}/statistics`)).body);
    expect(st.coverage).toBe('live');
    expect(st.players?.p1.points_played).toBe(p.points.length);
  });

  it('pages bare price ticks by cursor without overlap or skip', async () => {
    const list = (await h.get('/matches?has_market=true&status=completed&limit=1')).body.data[0];
    const all = (await h.get(`/matches/${list.id}/prices?limit=500`)).body;
    const collected: string[] = [];
    let cursor: string | null = null;
    do {
      const r: {
        body: { data: Array<{ timestamp: string; side: number }>; meta: { next_cursor: string | null } };
      } = await h.get(`/matches/${list.id}/prices?limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      collected.push(...r.body.data.map((x) => `${x.timestamp}/${x.side}`));
      cursor = r.body.meta.next_cursor;
    } while (cursor && collected.length < 2000);
    const expected = all.data.map((x: { timestamp: string; side: number }) => `${x.timestamp}/${x.side}`);
    expect(collected.slice(0, expected.length)).toEqual(expected);
    expect((await h.get(`/matches/${list.id}/prices?cursor=bad`)).body.error).toBe('bad_cursor');
    const none = (await h.get('/matches?has_market=false&limit=1')).body.data[0];
    expect(none).toBeDefined();
    expect((await h.get(`/matches/${none.id}/prices`)).body.error).toBe('no_market');
  });
});
