import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { FeedConnection, HARD_BUFFER_BYTES, SOFT_BUFFER_BYTES } from './feed-connection';

/** Just enough of a socket to watch what the connection does with it. */
function fakeSocket() {
  const sock = {
    bufferedAmount: 0,
    sent: [] as string[],
    closes: [] as Array<[number, string]>,
    terminated: false,
    send(s: string) {
      sock.sent.push(s);
    },
    close(code: number, reason: string) {
      sock.closes.push([code, reason]);
    },
    terminate() {
      sock.terminated = true;
    },
  };
  return sock;
}

const scoreEvent = (matchId: number) => ({
  family: 'score' as const,
  matchId,
  frame: { type: 'score' } as never,
});

describe('a slow consumer', () => {
  it('skips data frames past the soft buffer and is dropped past the hard one', () => {
    const sock = fakeSocket();
    const c = new FeedConnection(sock as unknown as WebSocket, 'k', () => true);
    c.deliver('a');
    sock.bufferedAmount = SOFT_BUFFER_BYTES + 1;
    c.deliver('b');
    expect(sock.sent).toEqual(['a']);
    expect(c.dropped).toBe(1);
    sock.bufferedAmount = HARD_BUFFER_BYTES + 1;
    c.deliver('c');
    expect(sock.terminated).toBe(true);
    expect(c.isClosed).toBe(true);
  });
});

describe('what a subscriber receives', () => {
  it('filters by topic and by the signal each family needs', () => {
    const c = new FeedConnection(fakeSocket() as unknown as WebSocket, 'k', () => false);
    expect(c.wants(scoreEvent(5))).toBe(false);
    c.onMessage(
      Buffer.from(JSON.stringify({ topics: ['match:5'], signals: ['points', 'stoppages'] })),
      false,
      0,
    );
    // `points` is switched off server-side, so it is not active even when asked for.
    expect([...c.signals]).toEqual(['stoppages']);
    expect(c.wants(scoreEvent(5))).toBe(true);
    expect(c.wants(scoreEvent(6))).toBe(false);
    const signal = (type: string) => ({ family: 'signal' as const, matchId: 5, frame: { type } as never });
    expect(c.wants(signal('pause_start'))).toBe(true);
    expect(c.wants(signal('break_point'))).toBe(false);
    expect(c.wants({ family: 'point', matchId: 5, frame: { type: 'point' } as never })).toBe(false);
  });
});
