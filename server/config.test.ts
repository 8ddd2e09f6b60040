import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { adminPortFor, configFromEnv, pointFramesFlow, testConfig } from './config';
import { FeedConnection } from './feeds/feed-connection';

describe('the point feed switch', () => {
  it('is off by default, as live-surface.md says of the points signal', () => {
    expect(pointFramesFlow(configFromEnv({}))).toBe(false);
    expect(pointFramesFlow(configFromEnv({ FEED_POINTS: '1' }))).toBe(true);
    // The per-point surface switched off server-side silences the feed too.
    expect(pointFramesFlow(configFromEnv({ FEED_POINTS: '1', POINTS_DISABLED: '1' }))).toBe(false);
  });

  it('leaves points out of the subscribed ack while off', () => {
    const sent: string[] = [];
    const socket = { bufferedAmount: 0, send: (s: string) => sent.push(s), close() {}, terminate() {} };
    const cfg = configFromEnv({});
    const conn = new FeedConnection(socket as unknown as WebSocket, 'k', () => pointFramesFlow(cfg));
    const ack = conn.onMessage(
      Buffer.from(JSON.stringify({ topics: ['live-scores'], signals: ['points', 'break_point'] })),
      false,
      Date.now(),
    );
    expect(ack).toMatchObject({ type: 'subscribed', signals: ['break_point'] });
  });
});

describe('the admin port', () => {
  it('sits beside the service port unless ADMIN_PORT says otherwise', () => {
    expect(configFromEnv({}).adminPort).toBe(8788);
    expect(configFromEnv({ PORT: '18787' }).adminPort).toBe(18788);
    expect(configFromEnv({ PORT: '18787', ADMIN_PORT: '9100' }).adminPort).toBe(9100);
    expect(configFromEnv({ ADMIN_PORT: '0' }).adminPort).toBe(0);
    expect(adminPortFor(0)).toBe(0);
  });
});

describe('the coverage rollup', () => {
  it('is built before the service reports ready; only the test config skips it', () => {
    expect(configFromEnv({}).coverageAtStart).toBe(true);
    expect(testConfig().coverageAtStart).toBe(false);
  });
});
