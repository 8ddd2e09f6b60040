import { describe, expect, it } from 'vitest';
import { playerSurname } from './player-surname';

describe('playerSurname', () => {
  it('keeps compound and particle surnames whole, as the service spells the names', () => {
    expect(playerSurname('Alex de Minaur')).toBe('de Minaur');
    expect(playerSurname('Alex De Minaur')).toBe('De Minaur');
    expect(playerSurname('Felix Auger-Aliassime')).toBe('Auger-Aliassime');
    // The results files write it without the hyphen.
    expect(playerSurname('Felix Auger Aliassime')).toBe('Auger Aliassime');
    expect(playerSurname('Roberto Bautista Agut')).toBe('Bautista Agut');
    expect(playerSurname('Botic van de Zandschulp')).toBe('van de Zandschulp');
    expect(playerSurname('Juan Martin del Potro')).toBe('del Potro');
    expect(playerSurname('Alejandro Davidovich Fokina')).toBe('Davidovich Fokina');
    expect(playerSurname('Beatriz Haddad Maia')).toBe('Haddad Maia');
  });

  it('does not take a second given name for part of the surname', () => {
    expect(playerSurname('Juan Ignacio Londero')).toBe('Londero');
    // The players files name him Joao Ferreira (given) Silva, unlike Frederico Ferreira Silva.
    expect(playerSurname('Joao Ferreira Silva')).toBe('Silva');
    expect(playerSurname('Frederico Ferreira Silva')).toBe('Ferreira Silva');
    expect(playerSurname('Jan-Lennard Struff')).toBe('Struff');
    expect(playerSurname('Marc-Andrea Huesler')).toBe('Huesler');
    expect(playerSurname('Carlos Alcaraz')).toBe('Alcaraz');
  });

  it('keeps a suffix with its name, a one-word name as it is, and a team as two surnames', () => {
    expect(playerSurname('Alex Bogomolov Jr')).toBe('Bogomolov Jr');
    expect(playerSurname('Ronaldinho')).toBe('Ronaldinho');
    expect(playerSurname('Storm Sanders / John Peers')).toBe('Sanders / Peers');
    expect(playerSurname('Hao Ching Chan / Harriet Dart')).toBe('Chan / Dart');
  });
});
