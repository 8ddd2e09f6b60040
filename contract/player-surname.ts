import { COMPOUND_SURNAMES } from './compound-surnames';

// The one rule for a player's surname where a view has room for one name (a probability bar, a card, a
// tape's narrow columns, a meeting's winner). The service sends full names only ("Alex de Minaur"), so
// the surname is read from the name: a listed multi-word family name ("Bautista Agut"), else the last
// word with the particles before it ("de Minaur", "van de Zandschulp", "del Potro") and with a suffix
// kept to its name ("Bogomolov Jr"). A hyphenated name is one word ("Auger-Aliassime"). The first word
// is never taken: it is a given name.

/** Words that open a family name, compared in lower case. */
const PARTICLES: ReadonlySet<string> = new Set([
  'abou',
  'abu',
  'al',
  'ben',
  'bin',
  'da',
  'das',
  'de',
  'del',
  'della',
  'den',
  'der',
  'di',
  'do',
  'dos',
  'du',
  'el',
  'la',
  'le',
  'los',
  'st',
  'ten',
  'ter',
  'van',
  'von',
]);

const SUFFIXES: ReadonlySet<string> = new Set(['jr', 'jr.', 'sr', 'sr.', 'ii', 'iii']);

/**
 * Full names the players files split before a listed family name rather than at it: Joao Ferreira
 * (given) Silva, ATP player 130962, ends like Frederico Ferreira Silva, whose family name is the
 * listed "Ferreira Silva". Lower case, the full name to the words of its family name, as the files
 * give them (`name_first`, `name_last`); the source's split wins over the list.
 */
const SPLIT_BY_THE_FILES: ReadonlyMap<string, number> = new Map([['joao ferreira silva', 1]]);

/** Longest listed family name, in words: how far back the name is checked against the list. */
const LONGEST = Math.max(...[...COMPOUND_SURNAMES].map((s) => s.split(' ').length));

function singleSurname(full: string): string {
  const words = full.trim().split(/\s+/);
  if (words.length < 2) return full.trim();
  const split = SPLIT_BY_THE_FILES.get(words.join(' ').toLowerCase());
  if (split !== undefined) return words.slice(-split).join(' ');
  let first = words.length - 1;
  if (first > 1 && SUFFIXES.has(words[first].toLowerCase())) first--;
  for (let n = Math.min(LONGEST, first); n >= 2; n--) {
    const from = words.length - n;
    if (from >= 1 && COMPOUND_SURNAMES.has(words.slice(from).join(' ').toLowerCase()))
      return words.slice(from).join(' ');
  }
  while (first > 1 && PARTICLES.has(words[first - 1].toLowerCase())) first--;
  return words.slice(first).join(' ');
}

/**
 * A player's surname ("de Minaur", "Bautista Agut", "Auger-Aliassime"); a doubles team as its members'
 * surnames joined by " / "; a one-word name as it is.
 */
export function playerSurname(full: string): string {
  if (full.includes(' / '))
    return full
      .split(' / ')
      .map((m) => singleSurname(m))
      .join(' / ');
  return singleSurname(full);
}
