/* biome-ignore-all lint/suspicious/noExplicitAny: protocol lines are read by field */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WsTokenResponse } from '../../contract/push-feed';
import { conforms } from '../test/harness';
import { listeningService, RawPushClient, realFrames } from './push-test-kit';

// Mid-stream loss of access on the push feed, as the native /ws treats it: the refusal a new
// connection would get, then close; and a token minted before the revocation opens nothing.
let svc: Awaited<ReturnType<typeof listeningService>>;
let frames: Awaited<ReturnType<typeof realFrames>>;
const open: RawPushClient[] = [];

beforeAll(async () => {
  svc = await listeningService();
  frames = await realFrames(svc);
});
afterAll(async () => {
  for (const c of open) c.ws.terminate();
  await svc.app.close();
});

async function token(): Promise<string> {
  const res = await fetch(`${svc.base}/ws-token`, { headers: { 'x-api-key': 'demo-ultra' } });
  return conforms(WsTokenResponse, await res.json()).token;
}

/** A raw client that connected with `tok`; resolves with the connect reply or the close. */
async function connectWith(tok: string): Promise<RawPushClient> {
  const c = new RawPushClient(`${svc.base.replace('http', 'ws')}/connection/websocket`);
  open.push(c);
  await c.opened();
  c.send({ id: 1, connect: { token: tok } });
  return c;
}

async function subscribedToSlate(): Promise<RawPushClient> {
  const c = await connectWith(await token());
  await c.line((l) => l.id === 1 && l.connect);
  c.send({ id: 2, subscribe: { channel: 'slate:all' } });
  await c.line((l) => l.id === 2 && l.subscribe);
  return c;
}

const admin = async (name: string, body: unknown) =>
  (
    await svc.app.admin.inject({ method: 'POST', url: `/_admin/faults/${name}`, payload: body as object })
  ).json();
const publishScore = () =>
  svc.app.feedHub.publish({ family: 'score', matchId: frames.matchId, frame: frames.score });
const pushes = (c: RawPushClient) => c.lines.filter((l) => l.push).length;

describe('push feed: revocation', () => {
  it('closes an open session of a disabled key (3500) and delivers nothing more', async () => {
    const c = await subscribedToSlate();
    publishScore();
    await c.line((l) => l.push?.channel === 'slate:all');
    const before = pushes(c);
    const oldToken = await token();

    const res = await admin('revoke', { key: 'demo-ultra', to: 'disabled' });
    expect(res.closed).toBe(1);
    expect(await c.closeEvent()).toEqual({ code: 3500, reason: 'invalid token' });
    publishScore();
    await new Promise((r) => setTimeout(r, 50));
    expect(pushes(c)).toBe(before);
    expect(svc.app.pushBroker.audience('slate:all')).toBe(0);

    // A token minted before the revocation is refused as an invalid token.
    const late = await connectWith(oldToken);
    expect(await late.closeEvent()).toEqual({ code: 3500, reason: 'invalid token' });
    expect(late.lines.some((l) => l.connect)).toBe(false);

    // Positive control: once the fault is cleared the same token connects again.
    await admin('reset', {});
    const back = await connectWith(oldToken);
    expect((await back.line((l) => l.id === 1)).connect).toBeDefined();
  });

  it('closes the session of a key downgraded below ULTRA (3507 permission denied)', async () => {
    await admin('reset', {});
    const c = await subscribedToSlate();
    const res = await admin('revoke', { key: 'demo-ultra', to: 'pro' });
    expect(res.closed).toBeGreaterThanOrEqual(1);
    expect(await c.closeEvent()).toEqual({ code: 3507, reason: 'permission denied' });
    await admin('reset', {});
  });

  it('refuses a refresh or a subscribe on a session whose key lost access meanwhile', async () => {
    await admin('reset', {});
    const c = await connectWith(await token());
    await c.line((l) => l.id === 1 && l.connect);
    const fresh = await token();
    // Revoked without the broker sweeping (as if the loss raced the sweep): the next command closes.
    svc.app.faults.revoked.set('demo-ultra', 'disabled');
    c.send({ id: 2, refresh: { token: fresh } });
    expect(await c.closeEvent()).toEqual({ code: 3500, reason: 'invalid token' });
    svc.app.faults.revoked.clear();

    const d = await connectWith(await token());
    await d.line((l) => l.id === 1 && l.connect);
    svc.app.faults.revoked.set('demo-ultra', 'basic');
    d.send({ id: 2, subscribe: { channel: 'slate:all' } });
    expect(await d.closeEvent()).toEqual({ code: 3507, reason: 'permission denied' });
    expect(d.lines.some((l) => l.id === 2 && l.subscribe)).toBe(false);
    await admin('reset', {});
  });
});
