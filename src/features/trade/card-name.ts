import { shortTeamName } from '../../lib/match-labels';
import { NAME_PARTICLES as PARTICLES } from '../../lib/name-particles';

/**
 * A player's name as a card's score line shows it, surname first, given names as initials ("De
 * Schepper K.", "del Potro J. M.", "Garcia Lopez G."), the way score tickers fit a name beside five
 * sets: a quarter-width card cut "Kenny De Schepper" to "Kenny D…". The listing has no surname field,
 * so the surname is read as everything after the first name, or from the first particle when one
 * comes later. A doubles team is its surnames; a one-word name is left as it is. The full name stays
 * on hover.
 */
export function cardName(name: string): string {
  if (name.includes(' / ')) return shortTeamName(name);
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return name.trim();
  const particle = words.findIndex((w, i) => i > 0 && PARTICLES.has(w.toLowerCase()));
  const from = particle > 0 ? particle : 1;
  const initials = words.slice(0, from).map((w) => `${[...w][0]}.`);
  // Non-breaking before and between the initials: a name too long for one line wraps inside the
  // surname ("Garcia / Lopez G."), never leaving an initial alone on the second line.
  return `${words.slice(from).join(' ')}\u00a0${initials.join('\u00a0')}`;
}
