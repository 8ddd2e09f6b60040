import { normName } from '../data/names';
import { sliced } from '../data/sliced';
import { type ChartedMatch, chartedMatches } from './charted-matches';
import type { ChartedPerson } from './charting-player-view';

let cache: ChartedPerson[] | null = null;

/** Files one charted match's players under their people (keyed by tour and normalised name). */
function addMatch(byKey: Map<string, ChartedPerson>, m: ChartedMatch): void {
  for (const pl of m.players) {
    const key = `${m.gender}|${normName(pl.name)}`;
    const p = byKey.get(key) ?? { name: pl.name, gender: m.gender, hand: null, matches: [] };
    p.hand ??= pl.hand;
    p.matches.push(m);
    byKey.set(key, p);
  }
}

/** Every charted person (a name within one tour's matches file), with their matches; built once. */
export function chartedPeople(): ChartedPerson[] {
  if (cache) return cache;
  const byKey = new Map<string, ChartedPerson>();
  for (const m of chartedMatches()) addMatch(byKey, m);
  cache = [...byKey.values()];
  return cache;
}

/** `chartedPeople`, built in slices that hand the request thread back between them. */
export async function chartedPeopleSliced(): Promise<ChartedPerson[]> {
  if (cache) return cache;
  const byKey = new Map<string, ChartedPerson>();
  const all = chartedMatches();
  await sliced(all.length, (i) => addMatch(byKey, all[i]));
  cache ??= [...byKey.values()];
  return cache;
}

export type PersonLookup =
  | { kind: 'one'; person: ChartedPerson }
  | { kind: 'many'; people: ChartedPerson[] }
  | { kind: 'none' };

/** A fragment names one person, several (an exact full-name match wins) or none. */
export function findPerson(fragment: string, gender?: 'M' | 'W'): PersonLookup {
  const q = normName(fragment);
  const hits = chartedPeople().filter(
    (p) => (!gender || p.gender === gender) && normName(p.name).includes(q),
  );
  const exact = hits.filter((p) => normName(p.name) === q);
  if (exact.length === 1) return { kind: 'one', person: exact[0] };
  if (hits.length === 1) return { kind: 'one', person: hits[0] };
  if (hits.length === 0) return { kind: 'none' };
  return { kind: 'many', people: hits };
}
