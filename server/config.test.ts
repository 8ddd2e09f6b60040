import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { configFromEnv, pointFramesFlow } from './config';
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
