import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeed } from '../../queries/change-feed';
import { pollChangeFeed } from '../../queries/change-feed-poller';
import { listMatches } from '../matches';
import { type LiveService, startService } from './service-fixture';

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
    for (const m of second.fresh) {
      const before = applied.get(m.id);
      if (before !== undefined) expect(updatedAt(m) > before).toBe(true);
    }
    const ids = second.fresh.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
