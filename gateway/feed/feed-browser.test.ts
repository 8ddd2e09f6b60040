import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { readSubscription } from './browser-subscription';
import { FeedBrowser, SLOW_BUFFER_BYTES, SLOW_CLOSE } from './feed-browser';
import { prepareMessages } from './prepared-message';
import { subscriptionKey, TurnFanOut } from './turn-fan-out';

/** What FeedBrowser reads and calls of a `ws` socket, with the unsent bytes set by the test. */
function fakeSocket(bufferedAmount = 0) {
  const sent: Buffer[] = [];
  const closes: Array<{ code: number; reason: string }> = [];
  const socket = {
    readyState: WebSocket.OPEN as number,
    bufferedAmount,
    send: (m: Buffer) => sent.push(m),
    close(code: number, reason: string) {
      closes.push({ code, reason });
      socket.readyState = WebSocket.CLOSING;
    },
    terminate() {},
  };
  return { socket, sent, closes };
}

function browser(bufferedAmount = 0) {
  const fake = fakeSocket(bufferedAmount);
  const b = new FeedBrowser(fake.socket as unknown as WebSocket);
  const sub = readSubscription(JSON.stringify({ topics: ['live-scores'] }), []);
  if ('error' in sub) throw new Error(sub.error);
  b.sub = sub;
  b.subKey = subscriptionKey(sub);
  b.welcomed = true;
  return { b, ...fake };
}

const score = (matchId: number) => ({
  type: 'score',
  matchId,
  text: JSON.stringify({ type: 'score', match_id: matchId }),
});

describe('FeedBrowser: backpressure', () => {
  it('sends a browser that fell a megabyte behind to resync, and the others get the turn as before', () => {
    const quick = [browser(), browser(SLOW_BUFFER_BYTES)];
    const slow = browser(SLOW_BUFFER_BYTES + 1);
    const fan = new TurnFanOut(() => [quick[0].b, slow.b, quick[1].b]);
    fan.push(score(1));
    fan.push(score(2));
    fan.flush();
    for (const q of quick) {
      expect(q.sent.map(String)).toEqual([score(1).text, score(2).text]);
      expect(q.closes).toEqual([]);
    }
    // One encoding for the subscription: the very same bytes for each browser.
    expect(quick[1].sent[0]).toBe(quick[0].sent[0]);
    expect(slow.sent).toEqual([]);
    expect(slow.closes).toEqual([SLOW_CLOSE]);
    expect(SLOW_CLOSE.code).toBe(1013);
  });

  it('sends nothing more to a browser once it was sent to resync', () => {
    const slow = browser(SLOW_BUFFER_BYTES + 1);
    slow.b.send('{"type":"ping"}');
    slow.socket.bufferedAmount = 0;
    slow.b.sendPrepared(prepareMessages([Buffer.from('{"type":"score"}')]));
    expect(slow.sent).toEqual([]);
    expect(slow.closes).toHaveLength(1);
  });
});
