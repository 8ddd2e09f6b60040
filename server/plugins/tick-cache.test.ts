import { describe, expect, it } from 'vitest';
import { TickCache } from './tick-cache';

describe('TickCache', () => {
  it('builds once per key within a window and again in the next window', () => {
    const cache = new TickCache(1000);
    let builds = 0;
    const build = () => ({ n: ++builds });
    expect(cache.get('a', 10_000, build)).toBe('{"n":1}');
    expect(cache.get('a', 10_999, build)).toBe('{"n":1}');
    expect(cache.get('b', 10_500, build)).toBe('{"n":2}');
    expect(cache.get('a', 11_000, build)).toBe('{"n":3}');
  });

  it('stops remembering past its size bound but still answers', () => {
    const cache = new TickCache(1000, 1);
    let builds = 0;
    const build = () => ++builds;
    cache.get('a', 0, build);
    expect(cache.get('b', 0, build)).toBe('2');
    expect(cache.get('b', 0, build)).toBe('3');
    expect(cache.get('a', 0, build)).toBe('1');
  });
});
