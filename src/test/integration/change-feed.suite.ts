import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match } from '../../../contract/match';
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

/** Small pages, so a poll of the last half hour follows the cursor; a poll that never ends is a failure. */
const PAGE = 3;
const MAX_PAGES = 500;

describe('change feed against the real service (paid tier)', () => {
  it('pages by cursor oldest first, hands a watermark, and re-delivers only from the overlap', async () => {
    const o = { connection: svc.direct('demo-pro'), gate: null };
    /** Every row from `since`, following `next_cursor` while `has_more`; and the last watermark. */
    const poll = async (since: string) => {
      const rows: Match[] = [];
      let page = await listMatches({ updated_since: since, limit: PAGE }, o);
      for (let i = 0; ; i++) {
        rows.push(...page.data);
        const meta = page.meta as {
          has_more?: boolean;
          next_cursor?: string | null;
          watermark?: string | null;
        };
        if (!(meta.has_more && meta.next_cursor)) return { rows, watermark: meta.watermark ?? null };
        expect(i).toBeLessThan(MAX_PAGES);
        page = await listMatches({ cursor: meta.next_cursor, limit: PAGE }, o);
      }
    };

    const start = new Date(svc.clock.t - 30 * 60_000).toISOString();
    const first = await poll(start);
    expect(first.rows.length).toBeGreaterThan(0);
    expect(first.rows.every((m) => updatedAt(m) >= start)).toBe(true);
    const stamps = first.rows.map(updatedAt);
    expect(stamps).toEqual([...stamps].sort()); // oldest first, across pages
    const ids = first.rows.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length); // no row twice in one poll
    expect(first.watermark).toMatch(/^\d{4}-\d\d-\d\dT/);

    // Two minutes on, poll again from the watermark minus the spec's overlap of about 60 s.
    svc.clock.t += 120_000;
    const since = new Date(Date.parse(first.watermark as string) - 60_000).toISOString();
    const second = await poll(since);
    expect(second.rows.every((m) => updatedAt(m) >= since)).toBe(true);
    const again = second.rows.map((m) => m.id);
    expect(new Set(again).size).toBe(again.length);
  });
});
