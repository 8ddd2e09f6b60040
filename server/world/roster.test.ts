import { describe, expect, it } from 'vitest';
import { Roster, WTA_PLAYER_ID_OFFSET } from './roster';

// ATP and WTA player files both use id 206173: Jannik Sinner (ATP) and Beatrice Lombardo (WTA).
describe('Roster ids across tours', () => {
  const roster = new Roster();

  it('serves ATP ids as the files give them and shifts WTA ids into their own range', () => {
    const sinner = roster.get(206173);
    expect(sinner?.name).toBe('Jannik Sinner');
    expect(sinner?.tour).toBe('atp');
    const lombardo = roster.byFileId('wta', 206173);
    expect(lombardo?.name).toBe('Beatrice Lombardo');
    expect(lombardo?.id).toBe(206173 + WTA_PLAYER_ID_OFFSET);
    expect(roster.fileIdOf(lombardo?.id ?? 0)).toEqual({ tour: 'wta', id: 206173 });
  });

  it("gives a file id's served id without a view, and none for an id the files do not hold", () => {
    expect(roster.servedIdOf('wta', 206173)).toBe(roster.byFileId('wta', 206173)?.id);
    expect(roster.servedIdOf('atp', 206173)).toBe(206173);
    expect(roster.servedIdOf('atp', 99_999_999)).toBeUndefined();
    expect(roster.byFileId('atp', 99_999_999)).toBeUndefined();
  });

  it('joins the current ranking on tour and id, so a WTA row never lands on an ATP player', () => {
    // The newest ATP week of the pack (2024-12-30) has Sinner at No. 1.
    expect(roster.get(206173)?.ranking).toBe(1);
    expect(roster.byFileId('wta', 206173)?.ranking).not.toBe(1);
  });

  it('links a slam name to the player of the right tour', () => {
    expect(roster.link('Jannik Sinner', 'atp', 'ita')?.id).toBe(206173);
    expect(roster.link('Jannik Sinner', 'wta', 'ita')).toBeUndefined();
  });
});
