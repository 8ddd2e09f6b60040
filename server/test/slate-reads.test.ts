/* biome-ignore-all lint/suspicious/noExplicitAny: bodies are compared whole */
import { describe, expect, it } from 'vitest';
import { chartedMatches, newestFirst } from '../charting/charted-matches';
import { heldMatchIds } from '../rally/match-link';
import { rallyRow } from '../rally/rally-view';
import { harness } from './harness';
import { eventsOf } from '../matches/events';
import { page } from '../plugins/route-kit';

// Fixtures, stoppages and the rally listing now skip building matches they cannot list; their
// bodies must equal what the full scans gave (the references below are the old code paths).
describe('reads that no longer build every visible match', () => {
  const h = harness();
  const w = () => h.app.world;

  it('GET /fixtures equals the scan of every visible match', async () => {
    for (const qs of ['limit=50', 'tour=wta&limit=5&offset=2', 'draw=doubles']) {
      const body = (await h.get(`/fixtures?${qs}`)).body;
      const p = new URLSearchParams(qs);
      const now = h.clock.t;
      const ids = w()
        .visible(now)
        .filter((c) => c.st.status === 'upcoming')
        .filter(
          (c) =>
            (!p.get('tour') || c.facts.tour === p.get('tour')) &&
            (!p.get('draw') || c.facts.draw === p.get('draw')),
        )
        .sort((a, b) => a.st.slot.scheduledMs - b.st.slot.scheduledMs || a.st.slot.id - b.st.slot.id)
        .map((c) => c.st.slot.id);
      const want = page(ids, Number(p.get('limit') ?? body.meta.limit), Number(p.get('offset') ?? 0));
      expect(body.data.map((r: any) => r.id)).toEqual(want.data);
      expect(body.meta).toEqual(want.meta);
    }
  });

  it('GET /players/{id}/stoppages equals the scan of every visible match', async () => {
    const now = h.clock.t + 6 * 3_600_000;
    h.clock.t = now;
    let seen = 0;
    const ctxs = w()
      .visible(now)
      .filter((c) => eventsOf(c, now, 'pro').length > 0);
    for (const c of ctxs.slice(0, 4)) {
      const pid = c.facts.p1.id;
      const body = (await h.get(`/players/${pid}/stoppages?kind=pause&limit=100`, 'demo-pro')).body;
      const want = w()
        .visible(now)
        .filter((x) => x.facts.p1.id === pid || x.facts.p2.id === pid)
        .flatMap((x) => eventsOf(x, now, 'pro'))
        .sort((a, b) => b.atMs - a.atMs)
        .map((e) => e.match_id * 1e13 + e.atMs);
      expect(body.data.map((r: any) => r.match_id * 1e13 + Date.parse(r.at))).toEqual(want.slice(0, 100));
      seen += body.data.length;
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('GET /rally/matches equals filtering and then sorting the charted matches', async () => {
    for (const qs of ['limit=50', 'gender=W&limit=10&offset=5', 'surface=Clay&limit=20']) {
      const res = await h.get(`/rally/matches?${qs}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const body = res.body;
      const p = new URLSearchParams(qs);
      const rows = chartedMatches()
        .filter(
          (m) =>
            (!p.get('gender') || m.gender === p.get('gender')) &&
            (!p.get('surface') || m.surface?.toLowerCase() === p.get('surface')!.toLowerCase()),
        )
        .sort(newestFirst);
      const held = heldMatchIds(w());
      const want = page(rows, Number(p.get('limit')), Number(p.get('offset') ?? 0));
      expect(JSON.stringify(body.data)).toBe(
        JSON.stringify(want.data.map((m) => rallyRow(m, held.get(m.id) ?? null))),
      );
      expect(body.meta).toEqual(want.meta);
    }
  });
});
