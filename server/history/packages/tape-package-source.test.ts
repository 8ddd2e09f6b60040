import { describe, expect, it, vi } from 'vitest';
import { harness } from '../../test/harness';
import { REPLAY_HISTORY_MS } from '../../world/schedule';
import { tapePackageSource } from './tape-package-source';

describe('the tape package of a month past the listings history window', () => {
  // Replays from 2026-11-20 on two courts (a tape read per replay is not cheap); on 2026-12-20
  // November is over and out of the 7-day listings.
  const h = harness({ courts: 2, now: () => Date.UTC(2026, 11, 20) });
  const now = Date.UTC(2026, 11, 20);

  it('still holds every replay that completed in the month, though none is listed any more', () => {
    const inNovember = h.app.world.schedule
      .published(now)
      .filter((s) => new Date(s.endMs).toISOString().startsWith('2026-11'));
    expect(inNovember.length).toBeGreaterThan(40);
    expect(Math.max(...inNovember.map((s) => s.endMs))).toBeLessThan(now - REPLAY_HISTORY_MS);
    const source = tapePackageSource(h.app);
    expect(source.periods()).toContain('2026-11');
    expect(source.records('2026-11')?.matchCount).toBe(inNovember.length);
  }, 60_000);

  it('replays only the asked month: a month of real results builds no replay at all', () => {
    const source = tapePackageSource(h.app);
    const context = vi.spyOn(h.app.world, 'context');
    try {
      expect(source.records('2024-02')?.matchCount).toBeGreaterThan(0);
      expect(context).not.toHaveBeenCalled();
      expect(source.records('2026-11')?.matchCount).toBeGreaterThan(0);
      const months = new Set(
        context.mock.calls.map(([slot]) => new Date(slot.endMs).toISOString().slice(0, 7)),
      );
      expect([...months]).toEqual(['2026-11']);
    } finally {
      context.mockRestore();
    }
  }, 60_000);

  it('lists the same months when they are worked out ahead in slices as in one go', async () => {
    const ahead = tapePackageSource(h.app);
    await ahead.periodsReady();
    const published = vi.spyOn(h.app.world.schedule, 'published');
    try {
      // Worked out ahead: the listing reads them without walking the schedule again.
      const listed = ahead.periods();
      expect(published).not.toHaveBeenCalled();
      const inOneGo = tapePackageSource(h.app).periods();
      expect(listed).toEqual(inOneGo);
      expect(listed).toContain('2026-11');
      expect(listed).toContain('2023-01');
      expect(listed).not.toContain('2026-12');
    } finally {
      published.mockRestore();
    }
  }, 60_000);
});
