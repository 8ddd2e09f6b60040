import { playerSurname } from '../../../contract/player-surname';

/**
 * The two sides as a narrow table names them: surnames ("de Minaur", "Bautista Agut"), unless the two
 * surnames are the same (the Williams sisters), when only the full names tell them apart.
 */
export function shortNames(names: readonly [string, string]): readonly [string, string] {
  const a = playerSurname(names[0]);
  const b = playerSurname(names[1]);
  return a.toLowerCase() === b.toLowerCase() ? names : [a, b];
}
