import { describe, expect, it } from 'vitest';
import { harness } from '../test/harness';
import { officialRecord } from './ranking-records';
import { officialTable, weekIndexAtOrBefore, weekRows } from './official/official-rankings';

// The listing maps only its page now: the body must be what paging every mapped record gave.
describe('GET /rankings official listing (paged before mapping)', () => {
  const h = harness();
  for (const qs of [
    'system=atp',
    'system=wta&limit=7&offset=30',
    'system=atp&offset=100000',
    'system=atp&as_of=2005-03-01',
  ])
    it(qs, async () => {
      const body = (await h.get(`/rankings?${qs}`, 'demo-pro')).body;
      const p = new URLSearchParams(qs);
      const system = p.get('system') as 'atp' | 'wta';
      const t = officialTable(system);
      const week = weekIndexAtOrBefore(t, p.get('as_of') ?? undefined);
      const all = weekRows(t, week).map((r) => officialRecord(t, r, h.app.world.roster));
      const limit = Number(p.get('limit') ?? body.meta.limit);
      const offset = Number(p.get('offset') ?? 0);
      const data = all.slice(offset, offset + limit);
      expect(JSON.stringify(body.data)).toBe(JSON.stringify(data));
      expect(body.meta.count).toBe(all.length);
      expect(body.meta.total).toBe(all.length);
      expect(body.meta.has_more).toBe(offset + data.length < all.length);
      expect(body.meta.coverage.systems_resolved).toEqual([...new Set(all.map((r) => r.system))]);
    });
});
