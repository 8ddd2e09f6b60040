import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSubscription } from './browser-subscription';
import { type FanOutTarget, subscriptionKey, TurnFanOut } from './turn-fan-out';

/** A browser that notes each socket write as the messages it held. */
function target(subscribe: object): FanOutTarget & { writes: string[][]; sent: Buffer[][] } {
  const sub = readSubscription(JSON.stringify(subscribe), ['points']);
  if ('error' in sub) throw new Error(sub.error);
  const writes: string[][] = [];
  const sent: Buffer[][] = [];
  return {
    welcomed: true,
    sub,
    subKey: subscriptionKey(sub),
    welcomedMark: 0,
    sentMark: 0,
    writes,
    sent,
    sendPrepared: (m) => {
      sent.push(m.texts);
      writes.push(m.texts.map(String));
    },
  };
}

const frame = (type: string, matchId: number, n: number) => ({
  type,
  matchId,
  text: JSON.stringify({ type, match_id: matchId, n }),
});

const nextTurn = () => new Promise((r) => setImmediate(r));

describe('TurnFanOut', () => {
  it('encodes a turn once per subscription, each frame its own message, the same for each of its browsers', async () => {
    const a = target({ topics: ['live-scores'], signals: ['points'] });
    const b = target({ signals: ['points'], topics: ['live-scores'] });
    const scoresOnly = target({ topics: ['live-scores'] });
    const fan = new TurnFanOut(() => [a, b, scoresOnly]);
    const frames = [frame('score', 1, 1), frame('point', 1, 2), frame('score', 2, 3)];
    for (const f of frames) fan.push(f);
    expect(a.writes).toEqual([]); // nothing before the end of the turn
    await nextTurn();
    // One write a turn, of one message per frame (the service's `/ws` never batches frames).
    expect(a.writes).toEqual([frames.map((f) => f.text)]);
    expect(b.sent[0]).toBe(a.sent[0]);
    expect(scoresOnly.writes).toEqual([[frames[0].text, frames[2].text]]);
  });

  it('gives a browser welcomed during a turn only the frames after its welcome', () => {
    const early = target({ topics: ['live-scores'] });
    const late = target({ topics: ['live-scores'] });
    const fan = new TurnFanOut(() => [early, late]);
    fan.push(frame('score', 1, 1));
    late.welcomedMark = fan.mark;
    fan.push(frame('score', 2, 2));
    fan.flush();
    expect(early.writes).toEqual([[frame('score', 1, 1).text, frame('score', 2, 2).text]]);
    expect(late.writes).toEqual([[frame('score', 2, 2).text]]);
  });

  it('never writes a browser a frame twice, nor one it does not want', async () => {
    const a = target({ topics: ['match:2'] });
    const fan = new TurnFanOut(() => [a]);
    fan.push(frame('score', 1, 1));
    await nextTurn();
    expect(a.writes).toEqual([]);
    fan.push(frame('score', 2, 2));
    await nextTurn();
    fan.push(frame('score', 2, 3));
    await nextTurn();
    expect(a.writes).toEqual([[frame('score', 2, 2).text], [frame('score', 2, 3).text]]);
  });
});

describe('TurnFanOut: who is served first', () => {
  it('starts each pass where it is told, so the browser that joined last is not always served last', () => {
    const order: string[] = [];
    const named = (name: string) => {
      const t = target({ topics: ['live-scores'] });
      t.sendPrepared = () => order.push(name);
      return t;
    };
    const starts = [0, 0.5, 0.75];
    const browsers = [named('a'), named('b'), named('c'), named('d')];
    const fan = new TurnFanOut(() => browsers, { pick: () => starts.shift() ?? 0 });
    for (let turn = 0; turn < 3; turn++) {
      fan.push(frame('score', 1, turn));
      fan.flush();
    }
    expect(order).toEqual(['a', 'b', 'c', 'd', 'c', 'd', 'a', 'b', 'd', 'a', 'b', 'c']);
  });
});

describe('TurnFanOut: a pass a slice at a time', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends frames that arrive during a pass to the browsers it has yet to write with the rest, and to the others next', () => {
    const browsers = Array.from({ length: 5 }, () => target({ topics: ['live-scores'] }));
    const fan = new TurnFanOut(() => browsers, { sliceBrowsers: 2, pick: () => 0 });
    const [a, b] = [frame('score', 1, 1), frame('score', 2, 2)];
    fan.push(a);
    vi.advanceTimersToNextTimer(); // the end of the turn: the pass's first slice
    expect(browsers.map((x) => x.writes.length)).toEqual([1, 1, 0, 0, 0]);
    // The event loop runs between slices: the tick's second read arrives here.
    fan.push(b);
    vi.runAllTimers();
    for (const x of browsers.slice(0, 2)) expect(x.writes).toEqual([[a.text], [b.text]]);
    for (const x of browsers.slice(2)) expect(x.writes).toEqual([[a.text, b.text]]);
  });

  it('follows a pass with one from the same browser, so the browsers it wrote first are caught up first', () => {
    const order: string[] = [];
    const browsers = ['a', 'b', 'c', 'd'].map((name) => {
      const t = target({ topics: ['live-scores'] });
      t.sendPrepared = (m) => order.push(`${name}${m.texts.length}`);
      return t;
    });
    const starts = [0.5, 0];
    const fan = new TurnFanOut(() => browsers, { sliceBrowsers: 1, pick: () => starts.shift() ?? 0 });
    fan.push(frame('score', 1, 1));
    // A frame arrives after each slice: c is written one, d two, a three and b four.
    for (let n = 2; n <= 4; n++) {
      vi.advanceTimersToNextTimer();
      fan.push(frame('score', 1, n));
    }
    vi.runAllTimers();
    // The next pass starts at c again, the browser owed the most, and a, owed the least, comes last.
    expect(order).toEqual(['c1', 'd2', 'a3', 'b4', 'c3', 'd2', 'a1']);
  });

  it('lets a heartbeat ride with the next frames, after them, and sends it alone when none come', () => {
    const a = target({ topics: ['live-scores'] });
    const fan = new TurnFanOut(() => [a]);
    let beats = 0;
    const ping = () => JSON.stringify({ type: 'ping', n: ++beats });
    fan.heartbeat(ping, 1_000);
    vi.advanceTimersByTime(10);
    fan.push(frame('score', 1, 1));
    vi.advanceTimersByTime(1);
    expect(a.writes).toEqual([[frame('score', 1, 1).text, '{"type":"ping","n":1}']]);
    fan.heartbeat(ping, 1_000);
    vi.advanceTimersByTime(999);
    expect(a.writes).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(a.writes[1]).toEqual(['{"type":"ping","n":2}']);
  });

  it('sends at once the rest of a pass and what arrived during it, when told to', () => {
    const browsers = Array.from({ length: 5 }, () => target({ topics: ['live-scores'] }));
    const fan = new TurnFanOut(() => browsers, { sliceBrowsers: 2, pick: () => 0 });
    const [a, b] = [frame('score', 1, 1), frame('score', 2, 2)];
    fan.push(a);
    vi.advanceTimersToNextTimer();
    fan.push(b);
    fan.flush();
    for (const x of browsers) expect(x.writes.flat()).toEqual([a.text, b.text]);
    vi.runAllTimers();
    for (const x of browsers) expect(x.writes.flat()).toHaveLength(2);
  });

  it('sends what it holds at once when told to (a close follows), and nothing again later', () => {
    const a = target({ topics: ['live-scores'] });
    const fan = new TurnFanOut(() => [a]);
    fan.push(frame('score', 1, 1));
    fan.flush();
    expect(a.writes).toHaveLength(1);
    vi.runAllTimers();
    expect(a.writes).toHaveLength(1);
  });
});
