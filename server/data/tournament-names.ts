/**
 * One spelling per tournament name. The results files spell some names several ways across seasons
 * and tours ("US Open" / "Us Open", "'s-Hertogenbosch" / "s Hertogenbosch", stray double spaces),
 * which would show one tournament under two names. Keyed by the name folded to lowercase letters,
 * digits and single spaces; the value is the spelling the service shows. The test beside this file
 * fails when the bundled results hold a variant this table does not settle.
 */
export const KNOWN_TOURNAMENT_NAMES: Readonly<Record<string, string>> = {
  'us open': 'US Open',
  's hertogenbosch': "'s-Hertogenbosch",
  'st petersburg': 'St. Petersburg',
  'aix en provence': 'Aix-en-Provence',
  'aix en provence ch': 'Aix-en-Provence CH',
  'rio de janeiro': 'Rio de Janeiro',
  'vina del mar': 'Vina del Mar',
  'cava dei tirreni': 'Cava dei Tirreni',
  'frinton on sea': 'Frinton-on-Sea',
  'lee on solent': 'Lee-on-Solent',
  'cluj napoca': 'Cluj-Napoca',
  'mouilleron le captif ch': 'Mouilleron-le-Captif CH',
  'saint brieuc ch': 'Saint-Brieuc CH',
  'saint tropez ch': 'Saint-Tropez CH',
  'houston wct': 'Houston WCT',
  'johannesburg wct': 'Johannesburg WCT',
  'richmond wct': 'Richmond WCT',
  'adelaide 2': 'Adelaide 2',
  'washington 2': 'Washington 2',
  'australian open 2': 'Australian Open 2',
};

/** A name folded to lowercase ASCII letters, digits and single spaces: spellings of one name agree. */
export function foldTournamentName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const settled = new Map<string, string>();

/** The spelling the service shows for a name as a file gives it (whitespace tidied, known variants settled). */
export function tournamentName(raw: string): string {
  let name = settled.get(raw);
  if (name === undefined) {
    const tidy = raw.replace(/\s+/g, ' ').trim();
    name = KNOWN_TOURNAMENT_NAMES[foldTournamentName(tidy)] ?? tidy;
    settled.set(raw, name);
  }
  return name;
}
