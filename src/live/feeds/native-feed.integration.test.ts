import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedFrame } from '../../../contract/feed-frames';
import type { MatchPoints } from '../../../contract/points';
import type { Score } from '../../../contract/score';
import { type LiveService, liveService, until } from '../../test/live-service.test-harness';
import { connectLiveFeed } from '../connect-live-feed';
import { createLiveStore, type LiveStore } from '../store/live-store';
import type { LiveFetchers } from '../sync/live-fetchers';

// The native feed client, the store and recovery against the real local service and its fault
// controls (server/faults): withdrawn state, 1012 restart, 1013 refusal, 429, 410 merge, 1008.

let svc: LiveService;
let live: LiveStore;
let stop: () => void;
let mergeGate: { matchId: number; release: Promise<void> } | null = null;

beforeAll(async () => {
  svc = await liveService();
  live = createLiveStore();
  const base = svc.fetchers();
  // Lets the 410 test hold one read until the merge has happened.
  const fetchers: LiveFetchers = {
    score: async (id, signal) => {
      if (mergeGate?.matchId === id) await mergeGate.release;
      return base.score(id, signal);
    },
    points: base.points,
  };
  stop = connectLiveFeed({
    live,
    transport: 'native',
    nativeUrl: () => svc.wsUrl,
    fetchToken: svc.fetchToken(),
    fetchers,
    createSocket: svc.socket(),
    leader: null,
    openChannel: null,
    schedule: (f) => setTimeout(f, 0),
    recovery: { gapGraceMs: 50, retryMs: 100 },
    backoff: { baseMs: 50, refusedBaseMs: 100, maxMs: 400 },
  });
  await until(() => live.store.getState().connection.state === 'open', 'open');
}, 60_000);

afterAll(async () => {
  stop?.();
  await svc?.close();
});

const state = () => live.store.getState();
const restScore = async (id: number) => (await svc.get(`/matches/${id}/score`)).body as Score;

/** Advance the replay until the feed has delivered scores, then pick a live match the store holds. */
async function liveMatchIds(): Promise<number[]> {
  for (let i = 0; i < 20 && Object.keys(state().scores).length < 3; i++) {
    svc.tick(15_000);
    await new Promise((r) => setTimeout(r, 40));
  }
  const ids = Object.keys(state().scores).map(Number);
  expect(ids.length).toBeGreaterThan(0);
  return ids;
}

describe('native feed against the local service', () => {
  it('subscribes, and the store ends at the sequence the REST read shows', async () => {
    expect(state().connection).toMatchObject({ transport: 'native', state: 'open' });
    expect(state().connection.signals).toContain('points');
    const ids = await liveMatchIds();
    for (const id of ids.slice(0, 3)) {
      const rest = await restScore(id);
      await until(() => state().scores[id]?.sequence === rest.sequence, `match ${id} at ${rest.sequence}`);
      expect(state().scores[id].score?.sets).toEqual(rest.sets);
    }
  });

  it('withdrawn state: shows nothing refused, rolls back, refetches, agrees with REST', async () => {
    const [id] = await liveMatchIds();
    const res = await svc.admin('withdraw', { match_id: id });
    expect(res.status).toBe(200);
    const refused = res.body.superseded_sequence as number;
    await until(() => state().scores[id]?.lastWithdrawal?.superseded_sequence === refused, 'withdrawal');
    await until(() => state().scores[id]?.needsRefetch === false, 'refetch');
    const entry = state().scores[id];
    const rest = await restScore(id);
    expect(entry.sequence).toBe(rest.sequence);
    expect(entry.sequence).toBeLessThan(refused);
    expect(entry.score?.sets).toEqual(rest.sets);
    expect(entry.withdrawn).toContain(refused);
  });

  it('1012 restart: reconnects and subscribes again', async () => {
    const acks = () => state().connection;
    const res = await svc.admin('restart');
    expect(res.body.closed).toBe(1);
    await until(() => acks().state === 'backoff' || acks().state === 'connecting', 'backoff');
    await until(() => acks().state === 'open', 'reopen');
    expect(svc.app.nativeFeed.connections.size).toBe(1);
    // Subscribed again: new frames flow.
    const before = state().scores;
    svc.tick(30_000);
    await until(() => state().scores !== before, 'frames after restart');
  });

  it('1013 refusal: backs off, retries, and gets in once the service accepts again', async () => {
    await svc.admin('refuse', { seconds: 60 });
    await svc.admin('restart');
    await until(() => state().connection.reason === 'service_unavailable', '1013 refusal');
    expect(state().connection.state).not.toBe('stopped');
    svc.clock.t += 61_000;
    await until(() => state().connection.state === 'open', 'accepted again');
  });

  it('429 on a recovery read: waits and tries again', async () => {
    const ids = await liveMatchIds();
    const id = ids[ids.length - 1];
    await svc.admin('force429', { key: 'demo-ultra', count: 1 });
    await svc.admin('withdraw', { match_id: id });
    await until(() => state().scores[id]?.needsRefetch === true, 'withdrawal');
    await until(() => state().scores[id]?.needsRefetch === false, 'refetch after 429');
    expect(state().scores[id].sequence).toBe((await restScore(id)).sequence);
  });

  it('410 merge: the match moves to the id it was merged into', async () => {
    const ids = await liveMatchIds();
    const [from, into] = [ids[1] ?? ids[0], ids[2] ?? ids[0]];
    let release = () => {};
    mergeGate = { matchId: from, release: new Promise<void>((r) => (release = r)) };
    await svc.admin('withdraw', { match_id: from });
    await until(() => state().scores[from]?.needsRefetch === true, 'withdrawal');
    expect((await svc.admin('merge', { match_id: from, into })).status).toBe(200);
    release();
    await until(() => from in state().merged, 'merged');
    expect(state().merged[from]).toBe(into);
    expect(state().scores[from]).toBeUndefined();
  });

  it('1008 loss of access: stops and says why', async () => {
    const res = await svc.admin('revoke', { key: 'demo-ultra', to: 'pro' });
    expect(res.body.closed).toBe(1);
    await until(() => state().connection.state === 'stopped', 'stopped');
    expect(state().connection.reason).toBe('upgrade_required');
    await svc.admin('reset');
  });

  it('points: a hole the feed never fills is recovered through /points?after_seq=', async () => {
    const gapped = createLiveStore();
    const dropped = new Map<number, number[]>();
    // Lose every fourth point row on the way in, as a flaky link would.
    const lossy: LiveStore = {
      ...gapped,
      framesReceived: (frames: readonly FeedFrame[]) =>
        gapped.framesReceived(
          frames.filter((f) => {
            if (f.type !== 'point' || f.point.seq % 4 !== 2) return true;
            dropped.set(f.match_id, [...(dropped.get(f.match_id) ?? []), f.point.seq]);
            return false;
          }),
        ),
    };
    const stopLossy = connectLiveFeed({
      live: lossy,
      transport: 'native',
      nativeUrl: () => svc.wsUrl,
      fetchToken: svc.fetchToken(),
      fetchers: svc.fetchers(),
      createSocket: svc.socket(),
      leader: null,
      openChannel: null,
      schedule: (f) => setTimeout(f, 0),
      recovery: { gapGraceMs: 50, retryMs: 100 },
    });
    try {
      await until(() => gapped.store.getState().connection.state === 'open', 'open');
      // A lost last row leaves no hole to see (a missed point does not self-correct), nor does one
      // below the first row held (a match joined mid-way starts there): pick a match where a lost
      // row sits between two that arrived.
      const maxSeq = (m: number) => gapped.store.getState().points[m]?.points.at(-1)?.seq ?? 0;
      const minSeq = (m: number) => gapped.store.getState().points[m]?.points[0]?.seq ?? 0;
      const holed = () =>
        [...dropped.entries()].find(([m, seqs]) => seqs.some((s) => s > minSeq(m) && s < maxSeq(m)));
      for (let i = 0; i < 40 && !holed(); i++) {
        svc.tick(20_000);
        await new Promise((r) => setTimeout(r, 40));
      }
      const found = holed();
      expect(found).toBeDefined();
      const [id, lostAll] = found!;
      const top = maxSeq(id);
      const bottom = minSeq(id);
      const lost = lostAll.filter((s) => s > bottom && s < top);
      const restSeqs: number[] = [];
      for (let after = 0; ; ) {
        const page = (await svc.get(`/matches/${id}/points?after_seq=${after}`)).body as MatchPoints;
        restSeqs.push(...page.points.map((p) => p.seq).filter((s) => s >= bottom && s <= top));
        if (!page.has_more) break;
        after = page.last_seq;
      }
      const entry = () => gapped.store.getState().points[id];
      // Recovery backfills only what a view shows: the hole waits until someone watches the match.
      const unwatch = gapped.watchPoints(id);
      await until(() => entry().gapSince === null && entry().contiguousSeq >= top, 'gap recovered');
      const held = entry()
        .points.map((p) => p.seq)
        .filter((s) => s >= bottom && s <= top);
      expect(held).toEqual(restSeqs);
      expect(held).toEqual(expect.arrayContaining(lost));
      expect(gapped.store.getState().points[id].gapSince).toBeNull();
      unwatch();
    } finally {
      stopLossy();
    }
  });
});
