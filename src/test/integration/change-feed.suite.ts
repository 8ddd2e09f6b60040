import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeed } from '../../queries/change-feed';
import { pollChangeFeed } from '../../queries/change-feed-poller';
import { listMatches } from '../../api/matches';
import { type LiveService, startService } from '../service-fixture.test-harness';

let svc: LiveService;

beforeAll(async () => {
  svc = await startService();
});
afterAll(async () => {
  await svc.close();
});

const updatedAt = (m: object) => (m as { updated_at?: string }).updated_at ?? '';

describe('change feed against the real service (paid tier)', () => {
  it('pages by cursor, re-polls from the watermark with overlap, and never applies a row version twice', async () => {
    const o = { connection: svc.direct('demo-pro'), gate: null };
    const fetchPage = (p: Parameters<typeof listMatches>[0]) => listMatches({ ...p, limit: 20 }, o);
    const start = new Date(svc.clock.t - 30 * 60_000).toISOString();
    const first = await pollChangeFeed(startFeed(start), fetchPage);
    expect(first.fresh.length).toBeGreaterThan(0);
    expect(first.state.cursor).toBeNull();
    expect(first.fresh.every((m) => updatedAt(m) >= start)).toBe(true);
    const applied = new Map(first.fresh.map((m) => [m.id, updatedAt(m)]));
    // Two minutes on: the overlap re-delivers recent rows; only newer versions come through.
    svc.clock.t += 120_000;
    const second = await pollChangeFeed(first.state, fetchPage);
    // A row seen before comes through again only as a newer version of itself.
    const notNewer = second.fresh.filter((m) => applied.has(m.id) && !(updatedAt(m) > applied.get(m.id)!));
    expect(notNewer).toEqual([]);
    const ids = second.fresh.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
