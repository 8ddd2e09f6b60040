/**
 * Words that open a family name ("del Potro", "van de Zandschulp", "De Schepper"): the short forms of
 * a name keep them with the surname. Compared in lower case.
 */
export const NAME_PARTICLES: ReadonlySet<string> = new Set([
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
  'la',
  'le',
  'st',
  'ten',
  'ter',
  'van',
  'von',
]);
