import { describe, expect, it } from 'vitest';
import { harness } from '../test/harness';
import { SLOT_ID_BASE, UPCOMING_PER_COURT } from './schedule';

describe('match ids the schedule has issued', () => {
  const h = harness();

  it('answers 404 for an id far past the order of play without building up to it', async () => {
    const res = await h.get('/matches/987654321');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('not_found');
  });

  it('issues the published upcoming slots of a court and nothing after them', async () => {
    const courts = 12;
    const upcoming = (await h.get('/matches?status=upcoming&limit=200')).body.data as Array<{ id: number }>;
    const onCourt0 = upcoming
      .map((m) => m.id)
      .filter((id) => (id - SLOT_ID_BASE) % courts === 0)
      .sort((a, b) => a - b);
    expect(onCourt0).toHaveLength(UPCOMING_PER_COURT);
    const last = onCourt0.at(-1) ?? 0;
    expect((await h.get(`/matches/${last}`)).status).toBe(200);
    expect((await h.get(`/matches/${last + courts}`)).status).toBe(404);
  });
});
