import { describe, expect, it } from 'vitest';
import { fairShare, type SpentCall, WINDOW_MS } from './fair-share';

const calls = (browser: string, n: number, at = 0): SpentCall[] =>
  Array.from({ length: n }, (_, i) => ({ browser, at: at + i }));

describe('fairShare', () => {
  it('lets a lone browser use the whole minute, and no more', () => {
    expect(fairShare('a', calls('a', 59), 60)).toEqual({ ok: true, remaining: 0 });
    expect(fairShare('a', calls('a', 60), 60)).toMatchObject({
      ok: false,
      reason: 'minute',
      retryAt: WINDOW_MS,
    });
  });

  it('keeps room for a browser that asked once: the hungry one stops at what the other is still owed', () => {
    // b asked once: shares are 30 each and b is still owed 29, so a has one left of its own.
    const spent = [...calls('a', 29), ...calls('b', 1, 100)];
    expect(fairShare('a', spent, 60)).toMatchObject({ ok: true });
    const hungry = [...calls('a', 30), ...calls('b', 1, 100)];
    // 31 spent + 29 owed to b = 60: a waits for its oldest call to leave the minute.
    expect(fairShare('a', hungry, 60)).toEqual({ ok: false, reason: 'share', retryAt: WINDOW_MS });
    expect(fairShare('b', hungry, 60)).toMatchObject({ ok: true });
  });

  it('gives a newcomer its share even after others spent theirs', () => {
    const spent = [...calls('a', 20), ...calls('b', 20, 50)];
    expect(fairShare('c', spent, 60)).toMatchObject({ ok: true });
    // Once c has asked, a third is owed to it.
    const withC = [...spent, ...calls('c', 1, 90)];
    expect(fairShare('a', withC, 60)).toMatchObject({ ok: false, reason: 'share' });
    expect(fairShare('c', withC, 60)).toMatchObject({ ok: true });
  });

  it('borrows room nobody is owed', () => {
    // Shares of 31; b spent its own, so the minute's last request is nobody's and a may take it.
    const spent = [...calls('a', 31), ...calls('b', 31, 50)];
    expect(fairShare('a', spent, 63)).toMatchObject({ ok: true, remaining: 0 });
    expect(fairShare('a', [...spent, ...calls('b', 1, 99)], 63)).toMatchObject({
      ok: false,
      reason: 'minute',
    });
  });
});
