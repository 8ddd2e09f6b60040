import { describe, expect, it } from 'vitest';
import type { LabMatch } from './lab-match';
import { labStore, matchKey } from './lab-store';

describe('labStore', () => {
  it('holds matches by key and periods by their key, and answers null for a period never listed', async () => {
    const store = labStore();
    const m = { id: 7 } as unknown as LabMatch;
    await store.putMatch(matchKey(7, true), m);
    const held = await store.matches([matchKey(7, true), matchKey(7, false)]);
    expect([...held.keys()]).toEqual(['7:model']);
    expect(held.get('7:model')).toBe(m);
    await store.putPeriod({ key: 'p', ids: [7], skipped: 1, listedAt: 5 });
    expect(await store.period('p')).toEqual({ key: 'p', ids: [7], skipped: 1, listedAt: 5 });
    expect(await store.period('q')).toBeNull();
  });
});
