import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedClient, type GatewayHarness } from '../gateway.test-harness';
import { type PushReceiver, pushGateway, saveSubscription, until } from './push-receiver.test-harness';

// The whole path with real sockets: the local service's feed → the gateway's one upstream socket →
// the push watcher → Web Push, encrypted for each subscription → the stand-in push service, which
// decrypts it with the subscription's keys. No browser is open: the watcher alone holds the feed.
let h: GatewayHarness;
let receiver: PushReceiver;

beforeAll(async () => {
  ({ h, receiver } = await pushGateway());
});
afterAll(async () => {
  await h?.close();
  receiver?.close();
});

interface LiveRow {
  id: number;
  score: { sets: number[]; games: number[][] | null } | null;
}

const feedConnections = async () =>
  (await h.service.admin.inject({ method: 'GET', url: '/_admin/faults' })).json().ws_connections as number;

describe('Web Push from the gateway’s one upstream feed', () => {
  it('pushes followed events from feed frames, never a withdrawn state, over the one feed connection', async () => {
    const live = (
      await h.service.inject({
        method: 'GET',
        url: '/matches?status=live&limit=200',
        headers: { 'x-api-key': h.key },
      })
    ).json().data as LiveRow[];
    expect(live.length).toBeGreaterThan(1);
    const setsPlayed = (m: LiveRow) => (m.score ? m.score.sets[0] + m.score.sets[1] : 99);
    // The match whose state will be refused: one with a score, fewest sets played.
    const target = [...live].filter((m) => m.score).sort((a, b) => setsPlayed(a) - setsPlayed(b))[0];
    const others = live.filter((m) => m.id !== target.id).map((m) => m.id);

    const all = ['on_court', 'set', 'result', 'break_point', 'tight'];
    const { status: fanSaved, sub: fan } = await saveSubscription(
      h,
      receiver,
      { players: [], matches: others },
      all,
    );
    const { status: targetSaved, sub: watcherOfTarget } = await saveSubscription(
      h,
      receiver,
      { players: [], matches: [target.id] },
      ['set'],
    );
    expect([fanSaved, targetSaved]).toEqual([201, 201]);

    // With no browser open, the watcher opened the gateway's feed: one connection to the service,
    // and one read of the live list for names (the baseline), not a poll.
    expect(await until(async () => (await feedConnections()) === 1, 5_000)).toBe(true);
    expect(
      await until(() => h.upstream.requests.some((r) => r.startsWith('GET /matches?status=live')), 5_000),
    ).toBe(true);
    const browser = await feedClient(h);
    browser.send({ topics: ['live-scores'] });
    await browser.next((f) => f.type === 'subscribed');
    expect(await feedConnections()).toBe(1);
    expect(h.upstream.upgrades).toEqual(['/ws']);

    // A refused state on the feed: two sets at once for the target match, then its withdrawal.
    const refused = await h.fault('withdraw', { match_id: target.id });
    expect(refused.status).toBe(200);
    const playedBefore = setsPlayed(target);

    // Play goes on until a followed match gives the fan something; each step is a minute of play.
    let got: { title: string; body: string; matchId: number }[] = [];
    for (let step = 0; step < 20 && got.length === 0; step++) {
      h.tick(60_000);
      await until(async () => {
        got = (await receiver.received(fan.clientHash)).map((m) => JSON.parse(String(m)));
        return got.length > 0;
      }, 3_000);
    }
    expect(got.length).toBeGreaterThan(0);
    for (const m of got) {
      expect(others).toContain(m.matchId);
      expect(m.title).toMatch(/ v /);
    }
    // The refused state claimed set `playedBefore + 2`: no push ever says so (a real set may end).
    const ofTarget = (await receiver.received(watcherOfTarget.clientHash)).map((m) => JSON.parse(String(m)));
    for (const m of ofTarget) expect(m.body).not.toMatch(new RegExp(`set ${playedBefore + 2}\\b`, 'i'));
    browser.ws.terminate();
  }, 120_000);
});
