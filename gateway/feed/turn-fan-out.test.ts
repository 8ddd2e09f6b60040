import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSubscription } from './browser-subscription';
import { type FanOutTarget, subscriptionKey, TurnFanOut } from './turn-fan-out';

function target(subscribe: object): FanOutTarget & { got: Buffer[] } {
  const sub = readSubscription(JSON.stringify(subscribe), ['points']);
  if ('error' in sub) throw new Error(sub.error);
  const got: Buffer[] = [];
  return {
    welcomed: true,
    sub,
    subKey: subscriptionKey(sub),
    welcomedMark: 0,
    got,
    sendPrepared: (m) => got.push(...m.texts),
  };
}

const frame = (type: string, matchId: number, n: number) => ({
  type,
  matchId,
  text: JSON.stringify({ type, match_id: matchId, n }),
});

describe('TurnFanOut', () => {
  it('encodes a turn once per subscription and hands the same message to each of its browsers', async () => {
    const a = target({ topics: ['live-scores'], signals: ['points'] });
    const b = target({ signals: ['points'], topics: ['live-scores'] });
    const scoresOnly = target({ topics: ['live-scores'] });
    const fan = new TurnFanOut(() => [a, b, scoresOnly]);
    const frames = [frame('score', 1, 1), frame('point', 1, 2), frame('score', 2, 3)];
    for (const f of frames) fan.push(f);
    expect(a.got).toEqual([]); // nothing before the end of the turn
    await new Promise((r) => setImmediate(r));
    expect(a.got).toHaveLength(1);
    expect(b.got[0]).toBe(a.got[0]);
    expect(String(a.got[0])).toBe(frames.map((f) => f.text).join('\n'));
    expect(String(scoresOnly.got[0])).toBe([frames[0].text, frames[2].text].join('\n'));
  });

  it('gives a browser welcomed during a turn only the frames after its welcome', () => {
    const early = target({ topics: ['live-scores'] });
    const late = target({ topics: ['live-scores'] });
    const fan = new TurnFanOut(() => [early, late]);
    fan.push(frame('score', 1, 1));
    late.welcomedMark = fan.mark;
    fan.push(frame('score', 2, 2));
    fan.flush();
    expect(String(early.got[0]).split('\n')).toHaveLength(2);
    expect(String(late.got[0])).toBe(frame('score', 2, 2).text);
  });
});

describe('TurnFanOut: who is served first', () => {
  it('starts each turn where it is told, so the browser that joined last is not always served last', () => {
    const order: string[] = [];
    const named = (name: string) => {
      const t = target({ topics: ['live-scores'] });
      t.sendPrepared = () => order.push(name);
      return t;
    };
    const starts = [0, 0.5, 0.75];
    const fan = new TurnFanOut(() => [named('a'), named('b'), named('c'), named('d')], {
      pick: () => starts.shift() ?? 0,
    });
    for (let turn = 0; turn < 3; turn++) {
      fan.push(frame('score', 1, turn));
      fan.flush();
    }
    expect(order).toEqual(['a', 'b', 'c', 'd', 'c', 'd', 'a', 'b', 'd', 'a', 'b', 'c']);
  });
});

describe('TurnFanOut: a turn held open', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate', 'performance'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a tick that reached the gateway in two reads as one message, in one write', () => {
    const a = target({ topics: ['live-scores'], signals: ['points'] });
    const fan = new TurnFanOut(() => [a], { windowMs: 2 });
    fan.push(frame('score', 1, 1));
    vi.advanceTimersByTime(1); // the event loop turns: the tick's second read
    expect(a.got).toEqual([]);
    fan.push(frame('point', 1, 2));
    vi.advanceTimersByTime(1);
    expect(a.got.map(String)).toEqual([[frame('score', 1, 1).text, frame('point', 1, 2).text].join('\n')]);
  });

  it('lets a heartbeat ride with the next frames, after them, and sends it alone when none come', () => {
    const a = target({ topics: ['live-scores'] });
    const fan = new TurnFanOut(() => [a], { windowMs: 2 });
    let beats = 0;
    const ping = () => JSON.stringify({ type: 'ping', n: ++beats });
    fan.heartbeat(ping, 1_000);
    vi.advanceTimersByTime(10);
    fan.push(frame('score', 1, 1));
    vi.advanceTimersByTime(2);
    expect(a.got.map(String)).toEqual([`${frame('score', 1, 1).text}\n{"type":"ping","n":1}`]);
    fan.heartbeat(ping, 1_000);
    vi.advanceTimersByTime(999);
    expect(a.got).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(a.got.map(String)[1]).toBe('{"type":"ping","n":2}');
  });

  it('writes a turn a slice of browsers at a time; what arrives meanwhile follows it, to every browser in order', () => {
    const browsers = Array.from({ length: 5 }, () => target({ topics: ['live-scores'] }));
    const fan = new TurnFanOut(() => browsers, { windowMs: 2, sliceBrowsers: 2, pick: () => 0 });
    const [a, b] = [frame('score', 1, 1), frame('score', 2, 2)];
    fan.push(a);
    vi.advanceTimersByTime(2);
    // The event loop runs between slices: the upstream's next read arrives here.
    expect(browsers.map((x) => x.got.length)).toEqual([1, 1, 0, 0, 0]);
    fan.push(b);
    vi.advanceTimersByTime(10);
    for (const x of browsers) expect(x.got.map(String)).toEqual([a.text, b.text]);
  });

  it('sends at once the rest of a turn being written and the one gathering, when told to', () => {
    const browsers = Array.from({ length: 5 }, () => target({ topics: ['live-scores'] }));
    const fan = new TurnFanOut(() => browsers, { windowMs: 2, sliceBrowsers: 2 });
    const [a, b] = [frame('score', 1, 1), frame('score', 2, 2)];
    fan.push(a);
    vi.advanceTimersByTime(2);
    fan.push(b);
    fan.flush();
    for (const x of browsers) expect(x.got.map(String)).toEqual([a.text, b.text]);
    vi.advanceTimersByTime(10);
    for (const x of browsers) expect(x.got).toHaveLength(2);
  });

  it('sends what it holds at once when told to (a close follows), and nothing again when the window ends', () => {
    const a = target({ topics: ['live-scores'] });
    const fan = new TurnFanOut(() => [a], { windowMs: 2 });
    fan.push(frame('score', 1, 1));
    fan.flush();
    expect(a.got).toHaveLength(1);
    vi.advanceTimersByTime(5);
    expect(a.got).toHaveLength(1);
  });
});
