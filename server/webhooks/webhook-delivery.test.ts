import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScoreFrame } from '../../contract/feed-frames';
import { sampleScore } from '../../contract/test-samples';
import { testReceiver } from './test-receiver';
import { DELIVERY_TIMEOUT_MS, deliver } from './webhook-delivery';

// Spec-derived sample frame (contract/test-samples): delivery treats the frame as opaque bytes.
const frame = ScoreFrame.parse({
  type: 'score',
  match_id: 48213,
  score: { ...sampleScore(), detail: 'naïve – ünïcödé bytes' },
  published_at: '2026-09-20T14:02:11.482Z',
});
const secret = 'whsec_test';
let receiver: Awaited<ReturnType<typeof testReceiver>>;

beforeAll(async () => {
  receiver = await testReceiver((req, res) => {
    if (req.path === '/slow') return; // never answers
    if (req.path === '/moved') {
      res.writeHead(302, { location: '/landing' }).end();
      return;
    }
    res.writeHead(req.path === '/broken' ? 500 : 204).end();
  });
});
afterAll(() => receiver.close());

describe('webhook delivery', () => {
  it('signs the raw body bytes as sha256=<hex> and stamps time and event', async () => {
    const before = Math.floor(Date.now() / 1000);
    const result = await deliver({ url: `${receiver.url}/ok`, secret }, 'score', frame, {
      nowMs: Date.now(),
    });
    expect(result).toEqual({ ok: true });
    const req = receiver.got.at(-1)!;
    // The receiver's recipe: HMAC over the bytes as received, compared in constant time.
    const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(req.raw).digest('hex')}`);
    const given = Buffer.from(String(req.headers['x-svc-signature']));
    expect(given.length === expected.length && timingSafeEqual(given, expected)).toBe(true);
    expect(JSON.parse(req.raw.toString('utf8'))).toEqual(frame);
    expect(req.headers['x-svc-event']).toBe('score');
    expect(Number(req.headers['x-svc-timestamp'])).toBeGreaterThanOrEqual(before);
    expect(Number(req.headers['x-svc-timestamp'])).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
    expect(req.headers['content-type']).toBe('application/json');
  });

  it('gives up after about 3 s on a receiver that does not answer', async () => {
    const t0 = Date.now();
    const result = await deliver({ url: `${receiver.url}/slow`, secret }, 'score', frame, { nowMs: t0 });
    // Never sooner than the 3 s; how much later depends on the machine's load, so that is not asserted.
    const took = Date.now() - t0;
    expect(result).toEqual({ ok: false, error: 'timeout after 3s' });
    expect(took).toBeGreaterThanOrEqual(DELIVERY_TIMEOUT_MS - 100);
  });

  it('does not follow redirects: a 3xx is a failed attempt and the target is never called', async () => {
    const result = await deliver({ url: `${receiver.url}/moved`, secret }, 'score', frame, {
      nowMs: Date.now(),
    });
    expect(result).toEqual({ ok: false, error: 'redirect 302 not followed' });
    expect(receiver.got.some((r) => r.path === '/landing')).toBe(false);
  });

  it('reports error statuses and unreachable receivers', async () => {
    expect(await deliver({ url: `${receiver.url}/broken`, secret }, 'score', frame, { nowMs: 0 })).toEqual({
      ok: false,
      error: 'HTTP 500',
    });
    const closed = await testReceiver(() => {});
    await closed.close();
    const r = await deliver({ url: `${closed.url}/x`, secret }, 'score', frame, { nowMs: 0 });
    expect(r).toEqual({ ok: false, error: 'connection failed: ECONNREFUSED' });
  });
});
