import { playerSurname } from '../../../contract/player-surname';
import { shortTeamName } from '../../lib/match-labels';

/**
 * A player's name as a card's score line shows it, surname first, given names as initials ("De
 * Schepper K.", "del Potro J. M.", "Garcia Lopez G."), the way score tickers fit a name beside five
 * sets: a quarter-width card cut "Kenny De Schepper" to "Kenny D…". The listing has no surname field,
 * so the surname is the one rule every view reads (`contract/player-surname.ts`). A doubles team is
 * its surnames; a one-word name is left as it is. The full name stays on hover.
 */
export function cardName(name: string): string {
  if (name.includes(' / ')) return shortTeamName(name);
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return name.trim();
  const surname = playerSurname(name);
  const given = words.slice(0, words.length - surname.split(' ').length);
  const initials = given.map((w) => `${[...w][0]}.`);
  // Non-breaking before and between the initials: a name too long for one line wraps inside the
  // surname ("Garcia / Lopez G."), never leaving an initial alone on the second line.
  return `${surname}\u00a0${initials.join('\u00a0')}`;
}
