/* biome-ignore-all lint/suspicious/noExplicitAny: response bodies are checked against the contract */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpgradeRequired } from '../../../contract/errors';
import { PointFrame, ScoreFrame, StoppageFrame } from '../../../contract/feed-frames';
import { sampleEvent, samplePoint, sampleScore } from '../../../contract/test-samples';
import { CreatedWebhook, DeletedWebhook, WebhookList } from '../../../contract/webhooks';
import { transportOnlyService } from '../../push/push-test-kit';
import { conforms } from '../../test/harness';
import { testReceiver } from '../../webhooks/test-receiver';
import { DISABLE_AFTER_FAILURES } from '../../webhooks/webhook-dispatcher';

// Delivery treats frames as opaque bytes, so spec-derived samples (contract/test-samples) stand in;
// frames of the replayed real matches travel the push feed in server/push/push-feed.test.ts.
const at = '2026-09-20T14:02:11.482Z';
const frames = {
  matchId: 48213,
  score: ScoreFrame.parse({ type: 'score', match_id: 48213, score: sampleScore(), published_at: at }),
  point: PointFrame.parse({
    type: 'point',
    match_id: 48213,
    point: samplePoint(),
    pbp_coverage: 'point',
    quality: 'clean',
    published_at: at,
  }),
  stoppage: StoppageFrame.parse({ ...sampleEvent(), match_id: 48213, published_at: at }),
};
let h: Awaited<ReturnType<typeof transportOnlyService>> & {
  get(path: string, key?: string | null): Promise<{ status: number; body: any }>;
};
let receiver: Awaited<ReturnType<typeof testReceiver>>;
let failing = false;

beforeAll(async () => {
  const svc = await transportOnlyService();
  h = {
    ...svc,
    async get(path, key = 'demo-ultra') {
      const res = await svc.app.inject({
        method: 'GET',
        url: path,
        headers: key ? { 'x-api-key': key } : {},
      });
      return { status: res.statusCode, body: res.json() };
    },
  };
  receiver = await testReceiver((_req, res) => res.writeHead(failing ? 500 : 200).end('ok'));
});
afterAll(async () => {
  await receiver.close();
  await h.app.close();
});

const post = async (payload: unknown, key = 'demo-ultra') => {
  const res = await h.app.inject({
    method: 'POST',
    url: '/webhooks',
    headers: { 'x-api-key': key },
    payload: payload as any,
  });
  return { status: res.statusCode, body: res.json() };
};
const del = async (id: number | string) => {
  const res = await h.app.inject({
    method: 'DELETE',
    url: `/webhooks/${id}`,
    headers: { 'x-api-key': 'demo-ultra' },
  });
  return { status: res.statusCode, body: res.json() };
};
const settle = async () => {
  while (h.app.webhooks.inFlight.size > 0) await Promise.all(h.app.webhooks.inFlight);
};
const publish = (frame: any) =>
  h.app.feedHub.publish({
    family: frame.type === 'score' ? 'score' : frame.type === 'point' ? 'point' : 'signal',
    matchId: frames.matchId,
    frame,
  });

describe('webhook routes', () => {
  it('are for ULTRA direct keys only', async () => {
    expect((await h.get('/webhooks', null)).status).toBe(401);
    for (const key of ['demo-pro', 'demo-ultra-marketplace']) {
      const r = await post({ url: `${receiver.url}/x` }, key);
      expect(r.status, key).toBe(403);
      conforms(UpgradeRequired, r.body);
      expect((await h.get('/webhooks', key)).status).toBe(403);
    }
  });

  it('refuse bodies that are not a loopback http(s) receiver with known events', async () => {
    expect((await post({ url: 'https://hooks.example.com/x' })).body.error).toBe('webhook_url_not_loopback');
    expect((await post({ url: 'http://10.0.0.8/x' })).body.error).toBe('webhook_url_not_loopback');
    const notJson = await h.app.inject({
      method: 'POST',
      url: '/webhooks',
      headers: { 'x-api-key': 'demo-ultra', 'content-type': 'application/json' },
      payload: '{"url": ',
    });
    expect([notJson.statusCode, notJson.json().error]).toEqual([400, 'bad_request']);
    for (const bad of [
      {},
      { url: 'ftp://127.0.0.1/x' },
      { url: 'not a url' },
      { url: `${receiver.url}/x`, events: ['goal'] },
    ]) {
      const r = await post(bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body.error).toBe('bad_request');
    }
  });

  it('refuse the service itself as a receiver: its own port and any /_admin path', async () => {
    const own = new URL(h.base).port;
    for (const url of [
      `http://127.0.0.1:${own}/matches`,
      `http://localhost:${own}/x`,
      `${receiver.url}/_admin/faults/withdraw`,
      `${receiver.url}/%5Fadmin/faults/restart`,
      `${receiver.url}/_ADMIN/faults`,
    ]) {
      const r = await post({ url });
      expect(r.status, url).toBe(400);
      expect(r.body.error, url).toBe('bad_request');
    }
    expect((await h.get('/webhooks')).body.meta.count).toBe(0);
  });

  it('show the secret once, list without it, stop at 3 with 409 and delete by id', async () => {
    const created = [];
    for (const host of ['127.0.0.1', 'localhost', '[::1]']) {
      const r = await post({ url: `http://${host}:9/hook` });
      expect(r.status).toBe(201);
      created.push(conforms(CreatedWebhook, r.body));
    }
    expect(created[0]).toMatchObject({ enabled: true, last_error: null, events: ['score'] });
    expect(new Set(created.map((c) => c.secret)).size).toBe(3);
    const fourth = await post({ url: `${receiver.url}/x` });
    expect(fourth.status).toBe(409);
    expect(fourth.body.error).toBe('webhook_limit');
    const list = conforms(WebhookList, (await h.get('/webhooks')).body);
    expect(list.data.map((w) => w.id)).toEqual(created.map((c) => c.id));
    expect(JSON.stringify(list)).not.toContain(created[0].secret);
    for (const c of created) expect(conforms(DeletedWebhook, (await del(c.id)).body).deleted).toBe(c.id);
    expect((await del(created[0].id)).status).toBe(404);
    expect((await del('abc')).status).toBe(404);
    expect((await h.get('/webhooks')).body.meta.count).toBe(0);
  });
});

describe('webhook deliveries', () => {
  it('POST the subscribed frames, signed with the secret, and nothing else', async () => {
    const hook = conforms(
      CreatedWebhook,
      (await post({ url: `${receiver.url}/d`, events: ['score', 'point'] })).body,
    );
    const before = receiver.got.length;
    for (const f of [frames.score, frames.point, frames.stoppage]) publish(f);
    await settle();
    const got = receiver.got.slice(before);
    expect(got.map((r) => r.headers['x-svc-event'])).toEqual(['score', 'point']);
    for (const r of got) {
      expect(r.headers['x-svc-signature']).toBe(
        `sha256=${createHmac('sha256', hook.secret).update(r.raw).digest('hex')}`,
      );
    }
    expect(JSON.parse(got[0].raw.toString())).toEqual(frames.score);
    const listed = (await h.get('/webhooks')).body.data[0];
    expect(listed).toMatchObject({ consecutive_failures: 0, enabled: true });
    expect(listed.last_delivery_at).not.toBeNull();
    await del(hook.id);
  });

  it(`disable a webhook after ${DISABLE_AFTER_FAILURES} consecutive failures; a success resets the count`, async () => {
    const hook = conforms(CreatedWebhook, (await post({ url: `${receiver.url}/f` })).body);
    const fire = async (n: number) => {
      for (let i = 0; i < n; i++) publish(frames.score);
      await settle();
    };
    failing = true;
    await fire(DISABLE_AFTER_FAILURES - 1);
    failing = false;
    await fire(1);
    expect((await h.get('/webhooks')).body.data[0]).toMatchObject({ enabled: true, consecutive_failures: 0 });
    failing = true;
    await fire(DISABLE_AFTER_FAILURES);
    const after = (await h.get('/webhooks')).body.data[0];
    expect(after).toMatchObject({
      enabled: false,
      last_error: 'HTTP 500',
      consecutive_failures: DISABLE_AFTER_FAILURES,
    });
    const count = receiver.got.filter((r) => r.path === '/f').length;
    await fire(3);
    expect(receiver.got.filter((r) => r.path === '/f').length).toBe(count);
    expect(count).toBe(2 * DISABLE_AFTER_FAILURES);
    failing = false;
    await del(hook.id);
  });
});
