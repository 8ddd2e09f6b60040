/* biome-ignore-all lint/suspicious/noExplicitAny: rows are read field by field */
import { describe, expect, it } from 'vitest';
import { harness } from '../test/harness';
import { loadResults } from './results';
import { foldTournamentName, KNOWN_TOURNAMENT_NAMES, tournamentName } from './tournament-names';

describe('tournament names as loaded', () => {
  it('settles the known variants and tidies whitespace', () => {
    expect(tournamentName('Us Open')).toBe('US Open');
    expect(tournamentName('s Hertogenbosch')).toBe("'s-Hertogenbosch");
    expect(tournamentName('Lyon  CH')).toBe('Lyon CH');
    expect(tournamentName('Tokyo ')).toBe('Tokyo');
    expect(tournamentName('Hua Hin 2')).toBe('Hua Hin 2');
    for (const [key, name] of Object.entries(KNOWN_TOURNAMENT_NAMES))
      expect(foldTournamentName(name)).toBe(key);
  });

  it('leaves one spelling per name in the bundled results', () => {
    const spellings = new Map<string, Set<string>>();
    for (const r of loadResults()) {
      const key = foldTournamentName(r.tourneyName);
      spellings.set(key, (spellings.get(key) ?? new Set()).add(r.tourneyName));
    }
    const split = [...spellings.values()].filter((s) => s.size > 1).map((s) => [...s].join(' / '));
    expect(split).toEqual([]);
    expect(spellings.get('us open')).toEqual(new Set(['US Open']));
  });
});

describe('one name per tournament_id across the service', () => {
  const h = harness();

  async function all(path: string): Promise<any[]> {
    const rows: any[] = [];
    const sep = path.includes('?') ? '&' : '?';
    for (let offset = 0; ; offset += 200) {
      const body = (await h.get(`${path}${sep}limit=200&offset=${offset}`)).body;
      rows.push(...body.data);
      if (!body.meta.has_more) return rows;
    }
  }

  it('shows every tournament under one name in /matches, /tournaments, /tournaments/{id} and /history/matches', async () => {
    const names = new Map<string, Set<string>>();
    const seenIn = new Set<string>();
    const note = (id: string | null, name: string, where: string) => {
      if (id === null) return;
      names.set(id, (names.get(id) ?? new Set<string>()).add(name));
      seenIn.add(where);
    };
    for (const t of await all('/tournaments')) note(t.id, t.name, 'tournaments');
    for (const status of ['live', 'upcoming', 'completed'])
      for (const m of await all(`/matches?status=${status}`)) note(m.tournament_id, m.tournament, 'matches');
    for (const m of await all('/history/matches')) note(m.tournament_id, m.tournament, 'history');
    // The US Open's draws, each named with whose draw it is ("US Open — Men's Singles").
    const slams = [...names].filter(([, n]) => [...n].some((x) => /^us open( — |$)/i.test(x)));
    for (const [id] of slams) {
      const one = await h.get(`/tournaments/${id}`);
      expect(one.status).toBe(200);
      note(id, one.body.name, 'tournament');
    }
    expect([...seenIn].sort()).toEqual(['history', 'matches', 'tournament', 'tournaments']);
    const split = [...names].filter(([, n]) => n.size > 1).map(([id, n]) => `${id}: ${[...n].join(' / ')}`);
    expect(split).toEqual([]);
    const allNames = new Set([...names.values()].flatMap((n) => [...n]));
    expect([...allNames].some((n) => n.startsWith('US Open — '))).toBe(true);
    expect([...allNames].some((n) => n.startsWith('Us Open'))).toBe(false);
    expect(slams.length).toBeGreaterThan(1);
  });
});
