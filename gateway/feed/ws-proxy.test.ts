import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fakeDist,
  firstFrame,
  type GatewayHarness,
  gatewayHarness,
  opened,
  openSocket,
} from '../gateway.test-harness';
import { createTurnBatcher } from './turn-batcher';

const nextTurn = () => new Promise((r) => setImmediate(r));

describe("gateway: a browser's own frames gathered per event-loop turn", () => {
  it('hands on the frames of one turn together, in order, each its own message', async () => {
    const sent: string[][] = [];
    const batcher = createTurnBatcher((texts) => sent.push(texts));
    batcher.push('{"a":1}');
    batcher.push('{"a":2}');
    expect(sent).toEqual([]);
    await nextTurn();
    batcher.push('{"a":3}');
    await nextTurn();
    expect(sent).toEqual([['{"a":1}', '{"a":2}'], ['{"a":3}']]);
  });

  it('flush sends what is pending at once (an error frame before its close), and nothing twice', async () => {
    const sent: string[][] = [];
    const batcher = createTurnBatcher((texts) => sent.push(texts));
    batcher.push('{"type":"error","error":"upgrade_required"}');
    batcher.flush();
    expect(sent).toEqual([['{"type":"error","error":"upgrade_required"}']]);
    await nextTurn();
    expect(sent).toHaveLength(1);
  });
});

describe('gateway: who may open the feed socket', () => {
  let h: GatewayHarness;
  let feedUrl: string;
  beforeAll(async () => {
    h = await gatewayHarness(await fakeDist());
    feedUrl = `${h.gatewayUrl.replace('http', 'ws')}/api/ws`;
  });
  afterAll(() => h.close());
  beforeEach(() => {
    h.upstream.upgrades.length = 0;
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['our name on another port', 'http://127.0.0.1:1'],
    ['an opaque origin', 'null'],
  ])('refuses %s with 403 JSON and never dials the service', async (_label, origin) => {
    const outcome = await openSocket(feedUrl, { Origin: origin });
    expect(outcome).toMatchObject({ open: false, status: 403, body: { error: 'forbidden_origin' } });
    expect(h.upstream.upgrades).toEqual([]);
  });

  it('refuses a handshake with no Origin at all', async () => {
    const outcome = await openSocket(feedUrl);
    expect(outcome).toMatchObject({ open: false, status: 403, body: { error: 'forbidden_origin' } });
    expect(h.upstream.upgrades).toEqual([]);
  });

  it('checks Origin against our hosts, not against the Host the caller wrote', async () => {
    const outcome = await openSocket(feedUrl, { Origin: 'http://evil.example', Host: 'evil.example' });
    expect(outcome).toMatchObject({ open: false, status: 421 });
    expect(h.upstream.upgrades).toEqual([]);
  });

  it.each([
    // A WebSocket client resolves `/api/%2e%2e/ws` itself; these spellings reach the gateway as written.
    ['/api/%2e%2e%2fws', 400],
    ['/api/ws/..%2fws', 400],
    ['/api/matches', 404],
    ['/ws', 404],
  ])('takes a handshake on the feed path only (%s: %i)', async (path, status) => {
    const outcome = await openSocket(`${h.gatewayUrl.replace('http', 'ws')}${path}`, {
      Origin: h.gatewayUrl,
    });
    expect(outcome).toMatchObject({ open: false, status });
    expect(h.upstream.upgrades).toEqual([]);
  });

  it('opens from our own page (either loopback name) and relays the service over one upstream socket', async () => {
    const port = new URL(h.gatewayUrl).port;
    for (const origin of [h.gatewayUrl, `http://localhost:${port}`]) {
      const ws = opened(await openSocket(feedUrl, { Origin: origin }));
      expect(await firstFrame(ws), origin).toMatchObject({ type: 'subscribed' });
      ws.close();
    }
    // The second browser joins the gateway's one upstream feed (held open a while after the first left).
    expect(h.upstream.upgrades).toEqual(['/ws']);
  });
});
