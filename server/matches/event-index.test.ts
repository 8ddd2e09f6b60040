import { describe, expect, it } from 'vitest';
import type { Tier } from '../access/keys';
import { harness } from '../test/harness';
import type { World } from '../world/world';
import { eventIndexOf } from './event-index';
import { eventsOf, served } from './events';

/** What GET /events scanned before the index: every visible match's pauses, sorted by id. */
const scanned = (world: World, now: number, tier: Tier) =>
  world
    .visible(now)
    .flatMap((c) => eventsOf(c, now, tier))
    .sort((a, b) => a.id - b.id);

describe('EventIndex', () => {
  const h = harness();
  it('lists exactly what the slate-wide scan did, at any clock, forwards and back', () => {
    const t0 = h.clock.t;
    const steps = [0, 6 * 3_600_000, 3_600_000, 12 * 3_600_000 + 1, 30 * 3_600_000];
    let rows = 0;
    for (const tier of ['ultra', 'pro'] as const)
      for (const dt of steps) {
        const now = t0 + dt;
        const fresh = scanned(h.app.world, now, tier);
        expect(eventIndexOf(h.app.world, tier).at(now), `${tier} +${dt}`).toEqual(fresh);
        rows += fresh.length;
      }
    expect(rows).toBeGreaterThan(50);
  }, 120_000);

  it('serves GET /events from the index', async () => {
    const body = (await h.get('/events?limit=50', 'demo-pro')).body;
    const want = scanned(h.app.world, h.clock.t, 'pro').slice(-50).map(served);
    expect(want.length).toBeGreaterThan(0);
    expect(JSON.stringify(body.data)).toBe(JSON.stringify(want));
  });
});
