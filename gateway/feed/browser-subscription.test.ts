import { describe, expect, it } from 'vitest';
import { type BrowserSubscription, readSubscription, wants } from './browser-subscription';

const read = (v: unknown, granted = ['points', 'break_point', 'stoppages']) => {
  const sub = readSubscription(JSON.stringify(v), granted);
  if ('error' in sub) throw new Error(sub.error);
  return sub as BrowserSubscription;
};

describe('a browser subscription, read as the service reads it', () => {
  it('refuses what the service refuses: not JSON, no topics, a malformed topic', () => {
    expect(readSubscription('{', [])).toMatchObject({ type: 'error', error: 'bad_json' });
    expect(readSubscription('{"signals":["points"]}', [])).toMatchObject({ error: 'no_topics' });
    expect(readSubscription('{"topics":["match:x"]}', [])).toMatchObject({ error: 'no_topics' });
  });

  it('keeps only the signals the upstream granted (points only when the service has them on)', () => {
    const sub = read({ topics: ['live-scores'], signals: ['points', 'telepathy'] }, ['break_point']);
    expect([...sub.signals]).toEqual([]);
  });

  it('lets a frame through only for an asked match and an asked family', () => {
    const one = read({ topics: ['match:7'], signals: ['break_point'] });
    expect(wants(one, { type: 'score', matchId: 7 })).toBe(true);
    expect(wants(one, { type: 'score', matchId: 8 })).toBe(false);
    expect(wants(one, { type: 'score_withdrawn', matchId: 7 })).toBe(true);
    expect(wants(one, { type: 'break_point_result', matchId: 7 })).toBe(true);
    expect(wants(one, { type: 'point', matchId: 7 })).toBe(false);
    expect(wants(one, { type: 'medical_timeout_start', matchId: 7 })).toBe(false);
    const all = read({ topics: ['live-scores'], signals: ['points', 'stoppages'] });
    expect(wants(all, { type: 'point_update', matchId: 8 })).toBe(true);
    expect(wants(all, { type: 'stoppage_start', matchId: 8 })).toBe(true);
    expect(wants(all, { type: 'divergence', matchId: 8 })).toBe(false);
    expect(wants(all, { type: 'score', matchId: null })).toBe(false);
  });
});
