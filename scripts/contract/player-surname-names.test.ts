import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPOUND_SURNAMES } from '../../contract/compound-surnames';
import { playerSurname } from '../../contract/player-surname';

// The contract's surname rule (contract/player-surname.ts) over real names: the contract itself reads
// no files, so its test over the bundled data lives here.
// Every player of the bundled players files whose family name the rule can know (one word, particles
// before one word, or a listed compound) and whose given names hold no particle: the surname read from the full
// name is the file's own family name.
describe('playerSurname over the players files', () => {
  const PARTICLE_WORD =
    /^(abou|abu|al|ben|bin|da|das|de|del|della|den|der|di|do|dos|du|el|la|le|los|st|ten|ter|van|von)$/i;
  const rows = ['atp', 'wta'].flatMap((tour) =>
    gunzipSync(readFileSync(new URL(`../../data/players/${tour}_players.csv.gz`, import.meta.url)))
      .toString('utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.split(','))
      .filter(([, first, last]) => first?.trim() && last?.trim()),
  );

  it('reads the file’s family name back from the full name', () => {
    // A full name the files split two ways has no one answer.
    const splits = new Map<string, Set<string>>();
    for (const [, first, last] of rows) {
      const full = `${first.trim()} ${last.trim()}`.replace(/\s+/g, ' ');
      splits.set(full, (splits.get(full) ?? new Set()).add(last.trim()));
    }
    let checked = 0;
    const wrong: string[] = [];
    for (const [, first, last] of rows) {
      const given = first.trim().split(/\s+/);
      const family = last.trim().split(/\s+/);
      if (given.some((w) => PARTICLE_WORD.test(w) || /^(jr|sr)\.?$/i.test(w))) continue;
      if (/^(jr|sr|ii|iii)\.?$/i.test(family.at(-1) ?? '')) continue;
      const knowable =
        family.length === 1 ||
        family.slice(0, -1).every((w) => PARTICLE_WORD.test(w)) ||
        COMPOUND_SURNAMES.has(family.join(' ').toLowerCase());
      if (!knowable) continue;
      checked++;
      const full = `${given.join(' ')} ${family.join(' ')}`;
      if ((splits.get(full)?.size ?? 0) > 1) continue;
      if (playerSurname(full) !== family.join(' ')) wrong.push(full);
    }
    expect(checked).toBeGreaterThan(100_000);
    expect(wrong.slice(0, 20)).toEqual([]);
  });
});
