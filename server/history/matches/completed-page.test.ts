import { describe, expect, it } from 'vitest';
import { harness } from '../../test/harness';
import { completedPage } from './completed-page';
import { completedEntries, historyRow } from './history-list';

// The page must be exactly the slice of the full scan (completedEntries) it replaces on the route.
describe('completedPage', () => {
  const h = harness({ speed: 10 });
  const rows = (entries: Parameters<typeof historyRow>[1][], now: number) =>
    JSON.stringify(entries.map((e) => historyRow(h.app, e, 'ultra', now).row));

  it('returns the slice and count of the full scan, across filters, offsets, clocks and faults', () => {
    const cases = [
      { filters: {}, offset: 0, limit: 50 },
      { filters: { tour: 'wta' }, offset: 0, limit: 20 },
      { filters: { has_market: true }, offset: 3, limit: 10 },
      { filters: { draw: 'doubles' }, offset: 0, limit: 50 },
      { filters: {}, offset: 5000, limit: 30 },
    ];
    const check = (now: number) => {
      for (const c of cases) {
        const all = completedEntries(h.app, c.filters, now);
        const page = completedPage(h.app, c.filters, now, c.offset, c.limit);
        expect(page.count).toBe(all.length);
        expect(rows(page.cut, now)).toBe(rows(all.slice(c.offset, c.offset + c.limit), now));
      }
    };
    const t0 = h.clock.t;
    check(t0);
    check(t0 + 3_600_000);
    // Faults move statuses (quiet, reopened) and drop merged records.
    const done = completedEntries(h.app, {}, t0).filter((e) => e.kind === 'observed');
    const ids = done.map((e) => (e.kind === 'observed' ? e.ctx.st.slot.id : 0));
    expect(ids.length).toBeGreaterThan(3);
    h.app.faults.reopened.set(ids[0], t0);
    h.app.faults.merges.set(ids[1], { into: ids[2], at: t0 });
    h.app.faults.quiet.set(ids[2], t0 - 86_400_000);
    check(t0);
    check(t0 + 1);
  }, 120_000);
});
