import { describe, expect, it } from 'vitest';
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
});
