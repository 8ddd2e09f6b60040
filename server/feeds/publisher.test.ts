/* biome-ignore-all lint/suspicious/noExplicitAny: frames are checked against the contract schemas */
import { describe, expect, it } from 'vitest';
import {
  BreakPointFrame,
  BreakPointResultFrame,
  PointFrame,
  PointUpdateFrame,
  ScoreFrame,
  StoppageFrame,
} from '../../contract/feed-frames';
import { FaultState } from '../faults/fault-state';
import { conforms, harness } from '../test/harness';
import { breakPointAt, type OpenBreakPoint } from './break-points';
import { type FeedEvent, FeedHub } from './hub';
import { arrivesLate } from './late-points';
import { FeedPublisher } from './publisher';

/** Each value one more than the one before. */
function expectGapless(list: number[]) {
  for (let i = 1; i < list.length; i++) expect(list[i]).toBe(list[i - 1] + 1);
}

const MS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('the publisher turns the replayed world into feed frames', () => {
  const h = harness({ feedTickMs: 0 });
  const events: FeedEvent[] = [];
  h.app.feedHub.on((e) => events.push(e));
  const byType = (t: string) => events.filter((e) => e.frame.type === t).map((e) => e.frame as any);
  // Break points already open at the baseline: their result comes without a frame that opened them.
  const openAtBaseline = new Map<number, OpenBreakPoint>();

  it('takes a baseline first, then publishes only what changed', async () => {
    for (const c of h.app.world.visible(h.clock.t)) {
      const open = c.st.status === 'live' && c.st.index > 0 ? breakPointAt(c, c.st.index) : null;
      if (open) openAtBaseline.set(c.st.slot.id, open);
    }
    expect(h.app.feedPublisher.tick()).toBe(0);
    expect(events).toHaveLength(0);
    // Twenty minutes of play, one minute at a time, the way the interval would see it.
    for (let k = 0; k < 20; k++) {
      h.clock.t += 60_000;
      h.app.feedPublisher.tick();
    }
    expect(byType('score').length).toBeGreaterThan(50);
    for (const e of events) expect((e.frame as any).published_at).toMatch(MS);
  });

  it('sends every accepted state per match with a gapless, rising sequence', () => {
    const seqs = new Map<number, number[]>();
    for (const f of byType('score')) {
      conforms(ScoreFrame, f);
      seqs.set(f.match_id, [...(seqs.get(f.match_id) ?? []), f.score.sequence]);
    }
    for (const list of seqs.values()) expectGapless(list);
  });

  it('carries the complete score with the model fields, as the ULTRA score read shows it', async () => {
    const latest = new Map<number, any>();
    for (const f of byType('score')) latest.set(f.match_id, f.score);
    let compared = 0;
    for (const [id, score] of [...latest].slice(0, 6)) {
      const rest = await h.get(`/matches/${id}/score`);
      if (rest.body.sequence !== score.sequence) continue;
      expect(score.win_probability_p1).toEqual(rest.body.win_probability_p1);
      expect(score.danger).toEqual(rest.body.danger);
      expect({
        ...score,
        age_seconds: 0,
        observed_age_seconds: 0,
        corroborated: 0,
        corroborated_age_seconds: 0,
        sources_count: 0,
        changing_sources_count: 0,
        timestamp: 0,
      }).toEqual({
        ...rest.body,
        age_seconds: 0,
        observed_age_seconds: 0,
        corroborated: 0,
        corroborated_age_seconds: 0,
        sources_count: 0,
        changing_sources_count: 0,
        timestamp: 0,
      });
      compared++;
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('sends point frames in seq order and late serve/outcome as point_update by the seeded rule', async () => {
    const points = byType('point').map((f) => conforms(PointFrame, f));
    expect(points.length).toBeGreaterThan(50);
    const perMatch = new Map<number, number[]>();
    for (const p of points) perMatch.set(p.match_id, [...(perMatch.get(p.match_id) ?? []), p.point.seq]);
    for (const list of perMatch.values()) expectGapless(list);
    const updates = byType('point_update').map((f) => conforms(PointUpdateFrame, f));
    expect(updates.length).toBeGreaterThan(0);
    for (const u of updates) expect(arrivesLate(7, u.match_id, u.seq)).toBe(true);
    // The late values are the real ones the points read serves.
    const u = updates[0];
    const rest = await h.get(`/matches/${u.match_id}/points?after_seq=${u.seq - 1}`);
    expect(rest.body.points[0].seq).toBe(u.seq);
    expect([u.serve, u.outcome]).toEqual([rest.body.points[0].serve, rest.body.points[0].outcome]);
    const sent = points.find((p) => p.match_id === u.match_id && p.point.seq === u.seq);
    expect([sent?.point.serve, sent?.point.outcome]).toEqual([null, null]);
  });

  it('opens each break point with break_point and resolves it with break_point_result', () => {
    const open = new Map<number, any>(openAtBaseline);
    let resolved = 0;
    for (const e of events) {
      const f = e.frame as any;
      if (f.type === 'break_point') {
        conforms(BreakPointFrame, f);
        expect(open.has(f.match_id)).toBe(false);
        // The returner is one point from the game: 40 or AD against a server without AD.
        const [a, b] = f.point.split('-');
        const [srv, ret] = f.server === 1 ? [a, b] : [b, a];
        expect(['40', 'AD']).toContain(ret);
        expect(srv).not.toBe('AD');
        open.set(f.match_id, f);
      }
      if (f.type === 'break_point_result') {
        conforms(BreakPointResultFrame, f);
        expect(open.get(f.match_id)?.server).toBe(f.server);
        open.delete(f.match_id);
        resolved++;
      }
    }
    expect(resolved).toBeGreaterThan(0);
  });

  it('publishes the stoppage family as the events read shows it, once each', async () => {
    // Play on until a real silence in some match's clock turns into a pause (minutes to hours).
    const pauses = () => events.filter((e) => e.family === 'signal' && e.frame.type.startsWith('pause'));
    for (let k = 0; k < 600 && pauses().length === 0; k++) {
      h.clock.t += 60_000;
      h.app.feedPublisher.tick();
    }
    const stoppages = pauses();
    expect(stoppages.length).toBeGreaterThan(0);
    const f = conforms(StoppageFrame, stoppages[0].frame);
    const rest = await h.get(`/matches/${f.match_id}/events?limit=200`, 'demo-pro');
    expect(rest.body.data.some((r: any) => r.type === f.type && r.at === f.at)).toBe(true);
    const ids = stoppages.map((e) => (e.frame as any).id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('with the point surface switched off', () => {
  it('publishes no point family', () => {
    // A second publisher over the same world: only its config differs.
    const h = harness({ feedTickMs: 0 });
    const hub = new FeedHub();
    const events: FeedEvent[] = [];
    hub.on((e) => events.push(e));
    const off = new FeedPublisher(h.app.world, new FaultState(), hub, { pointsEnabled: false, seed: 7 });
    off.tick(h.clock.t);
    off.tick(h.clock.t + 300_000);
    expect(events.some((e) => e.family === 'score')).toBe(true);
    expect(events.some((e) => e.family === 'point')).toBe(false);
  });
});
