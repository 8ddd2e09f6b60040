import { NAME_PARTICLES as PARTICLES } from '../../lib/name-particles';

/** One player's surname with its particles; a doubles team as its members' surnames. */
export function shortName(full: string): string {
  if (full.includes(' / '))
    return full
      .split(' / ')
      .map((m) => shortName(m.trim()))
      .join(' / ');
  const words = full.trim().split(/\s+/);
  if (words.length < 2) return full.trim();
  let first = words.length - 1;
  while (first > 1 && PARTICLES.has(words[first - 1].toLowerCase())) first--;
  return words.slice(first).join(' ');
}

/**
 * The two sides as a narrow table names them: surnames, unless the two surnames are the same (the
 * Williams sisters), when only the full names tell them apart.
 */
export function shortNames(names: readonly [string, string]): readonly [string, string] {
  const a = shortName(names[0]);
  const b = shortName(names[1]);
  return a.toLowerCase() === b.toLowerCase() ? names : [a, b];
}
