/* biome-ignore-all lint/suspicious/noExplicitAny: rows are read field by field */
import { describe, expect, it } from 'vitest';
import { normName } from '../data/names';
import { harness } from '../test/harness';
import type { MatchFacts } from './match-facts';

// The default service (20 courts, seed 2026, epoch 2026-11-01) on 2026-11-21, 20 days in: past the
// point where editions begin to be replayed a second time.
const h = harness({ courts: 20, seed: 2026, epochMs: Date.UTC(2026, 10, 1) });

/** Who is on court in a listed row: roster ids of singles players, normalised names of everyone. */
function peopleOfRow(m: any): string[] {
  return [m.players.p1, m.players.p2].flatMap((p: any) =>
    p.is_doubles_team
      ? String(p.name)
          .split(' / ')
          .map((n) => `name:${normName(n)}`)
      : [`id:${p.id}`, `name:${normName(p.name)}`],
  );
}

/** The same from a match's facts, with the real names behind each side (doubles partners too). */
function peopleOfFacts(f: MatchFacts): string[] {
  const ids = f.draw === 'singles' ? [`id:${f.p1.id}`, `id:${f.p2.id}`] : [];
  return [...ids, ...f.sideNames.flat().map((n) => `name:${normName(n)}`)];
}

async function all(path: string): Promise<any[]> {
  const rows: any[] = [];
  for (let offset = 0; ; offset += 200) {
    const body = (await h.get(`${path}&limit=200&offset=${offset}`)).body;
    rows.push(...body.data);
    if (!body.meta.has_more) return rows;
  }
}

describe('the replayed world is one plausible world', () => {
  it('has nobody live in two matches at once (GET /matches?status=live)', async () => {
    const live = await all('/matches?status=live');
    expect(live.length).toBeGreaterThan(3);
    const seen = live.flatMap(peopleOfRow);
    expect(seen.filter((p, i) => seen.indexOf(p) !== i)).toEqual([]);
  });

  it('has no two overlapping matches on view sharing a player, by roster id or by name', () => {
    const { world } = h.app;
    const shown = world.schedule
      .visible(h.clock.t)
      .sort((a, b) => a.startMs - b.startMs)
      .map((slot) => ({ slot, people: peopleOfFacts(world.facts(slot)) }));
    expect(shown.length).toBeGreaterThan(200);
    const clashes: string[] = [];
    shown.forEach((a, i) => {
      const mine = new Set(a.people);
      for (const b of shown.slice(i + 1)) {
        if (b.slot.startMs >= a.slot.endMs) break;
        const shared = b.people.filter((p) => mine.has(p));
        if (shared.length > 0) clashes.push(`${a.slot.id}/${b.slot.id}: ${shared.join(', ')}`);
      }
    });
    expect(clashes).toEqual([]);
  });

  it('lists every recording once across live, upcoming, completed and history listings', async () => {
    const listed = [
      ...(await all('/matches?status=live')),
      ...(await all('/matches?status=upcoming')),
      ...(await all('/matches?status=completed')),
    ];
    expect(listed.length).toBeGreaterThan(200);
    const keys = listed.map((m) => m.replay.original_match_id);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    // /history/matches lists the watched replays first (newest first), then the real results.
    const history: any[] = [];
    for (let offset = 0; history.length === offset; offset += 200) {
      const page = (await h.get(`/history/matches?limit=200&offset=${offset}`)).body.data;
      history.push(...page.filter((m: any) => m.replay !== undefined));
    }
    const completed = listed.filter((m) => m.status === 'completed').map((m) => m.id);
    expect(history.map((m) => m.id).sort()).toEqual(completed.sort());
  });
});
