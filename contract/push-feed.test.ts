import { describe, expect, test } from 'vitest';
import {
  ConnectCommand,
  Heartbeat,
  matchChannel,
  parseChannel,
  POINT_SLATE_CHANNEL,
  PushFrame,
  PushMessage,
  pointMatchChannel,
  pushDataSchema,
  SIGNAL_SLATE_CHANNEL,
  SLATE_CHANNEL,
  SubscribeCommand,
  signalMatchChannel,
  splitBatch,
  WsTokenResponse,
} from './push-feed';
import { sampleScore } from './test-samples';

describe('push feed', () => {
  test('ws-token response lists only delivering channels', () => {
    const t = WsTokenResponse.parse({
      token: 'eyJhbGciOi...',
      expires_in: 3600,
      ws_url: 'wss://push.example.test/connection/websocket',
      channels: { match: 'match:{match_id}', slate: 'slate:all', point_match: 'point:match:{match_id}' },
    });
    expect(t.channels.point_slate).toBeUndefined();
    expect(
      WsTokenResponse.safeParse({ token: 't', expires_in: '3600', ws_url: 'x', channels: {} }).success,
    ).toBe(false);
  });

  test('channel names round-trip', () => {
    expect([matchChannel(5), SLATE_CHANNEL, pointMatchChannel(5), POINT_SLATE_CHANNEL]).toEqual([
      'match:5',
      'slate:all',
      'point:match:5',
      'point:slate',
    ]);
    expect(parseChannel(signalMatchChannel(48213))).toEqual({ family: 'signal', matchId: 48213 });
    expect(parseChannel(SIGNAL_SLATE_CHANNEL)).toEqual({ family: 'signal', matchId: null });
    expect(parseChannel(SLATE_CHANNEL)).toEqual({ family: 'score', matchId: null });
    expect(parseChannel('point:slate:all')).toBeNull();
    expect(parseChannel('slate')).toBeNull();
    expect(parseChannel('news:all')).toBeNull();
  });

  test('client commands and the heartbeat', () => {
    expect(ConnectCommand.parse({ id: 1, connect: { token: 'abc' } }).connect.token).toBe('abc');
    expect(SubscribeCommand.parse({ id: 2, subscribe: { channel: 'slate:all' } }).id).toBe(2);
    expect(Heartbeat.safeParse({}).success).toBe(true);
    expect(Heartbeat.safeParse({ push: {} }).success).toBe(false);
  });

  test('a newline-batched message of a heartbeat and a push', () => {
    const data = {
      type: 'score',
      match_id: 48213,
      score: sampleScore(),
      published_at: '2026-09-20T14:02:11.482Z',
    };
    const message = `{}\n${JSON.stringify({ push: { channel: 'match:48213', pub: { data } } })}\n`;
    const [hb, push] = splitBatch(message).map((m) => PushMessage.parse(m));
    expect(hb).toEqual({});
    const frame = PushFrame.parse(push);
    expect(pushDataSchema(frame.push.channel)?.parse(frame.push.pub.data).type).toBe('score');
    expect(pushDataSchema('signal:slate')?.safeParse(data).success).toBe(false);
    expect(pushDataSchema('weather:all')).toBeNull();
  });
});
