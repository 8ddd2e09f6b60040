import { describe, expect, it, vi } from 'vitest';
import { loadPlayers } from '../data/players';
import { NameTable, nameTableInSlices, publishedName, publishedNamesReady } from './player-names';

describe('the player file names the rankings publish', () => {
  it('are filled in slices, giving the event loop back, and read as the player files name them', async () => {
    // The map built afresh (an earlier file in the same worker may have filled the module's own).
    const players = loadPlayers();
    let turns = 0;
    let filling = true;
    const tick = () => {
      turns++;
      if (filling) setImmediate(tick);
    };
    // A slice ends by the clock (5 ms), so on a fast machine the whole fill fitted in one and gave
    // the loop back once: a clock that moves 0.1 ms at each look makes the slices the same anywhere.
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 0.1));
    setImmediate(tick);
    const built = await nameTableInSlices(players).finally(() => clock.mockRestore());
    filling = false;
    expect(turns).toBeGreaterThan(1);
    expect(built.size).toBeGreaterThan(100_000);
    await publishedNamesReady();
    for (const p of [players[0], players[Math.floor(players.length / 2)], players.at(-1)]) {
      if (!p) continue;
      const sameId = players.filter((q) => q.tour === p.tour && q.id === p.id);
      expect(publishedName(p.tour as 'atp' | 'wta', p.id)).toBe(sameId.at(-1)?.name);
    }
    expect(publishedName('atp', -5)).toBeNull();
  });

  it("hold a later row of the same key, keys past the table's first size and past its reach, and nobody where no row was set", () => {
    const rows = [{ name: 'First' }, { name: 'Second' }, { name: 'Far' }];
    const far = 2 ** 23 + 5;
    const table = new NameTable(rows);
    table.set(1 << 21, 0);
    table.set(7, 0);
    table.set(7, 1);
    table.set(far, 2);
    expect(table.get(7)).toBe('Second');
    expect(table.get(far)).toBe('Far');
    expect(table.get(8)).toBeUndefined();
    expect(table.get(far + 1)).toBeUndefined();
    expect(table.get(1 << 21)).toBe('First');
    expect(table.size).toBe(3);
  });
});
