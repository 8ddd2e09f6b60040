import { peopleMatching } from './archive-people';
import { norm as normName } from './norm';
import type { ArchivePerson } from './people-pool';

/** A person a name fragment stands for: an archive person, a name seen only in the 2023+ half, or both. */
export interface ResolvedPerson {
  name: string;
  norm: string;
  /** The archive person (tour-scoped corpus id), when the archive holds one. */
  archive: ArchivePerson | null;
}

export type Resolution =
  | { kind: 'one'; person: ResolvedPerson }
  | { kind: 'none' }
  | { kind: 'ambiguous'; candidates: Candidate[] };

/** One person an ambiguous fragment may mean, with what tells namesakes apart (shape ours). */
interface Candidate {
  name: string;
  tour: string | null;
  player_id: number | null;
  country: string | null;
  /** Seasons of the first and last archive results (1968–2022); null for a 2023+ name only. */
  first_year: number | null;
  last_year: number | null;
  /** Seen in the service's own matches (2023 on) and not in the archive. */
  current_only: boolean;
}

const MAX_CANDIDATES = 20;

/**
 * Resolves a fragment to exactly one person. An exact (normalised) full name of two words or more
 * wins over longer names containing it; otherwise the fragment must reach one person only. Archive people count
 * when they played at least one archive result; `currentNames` adds people of the 2023+ half.
 * Two people are never summed into one: several matches are refused with the candidates.
 */
export function resolvePerson(fragment: string, currentNames: Iterable<string> = []): Resolution {
  const q = normName(fragment);
  const archive = peopleMatching(fragment, { withResults: true });
  const people: ResolvedPerson[] = archive.map((p) => ({ name: p.row.name, norm: p.norm, archive: p }));
  const seen = new Set(people.map((p) => p.norm));
  for (const name of currentNames) {
    const norm = normName(name);
    if (q === '' || !norm.includes(q) || seen.has(norm)) continue;
    seen.add(norm);
    people.push({ name, norm, archive: null });
  }
  // A full name (two words or more) that is someone's exact name means that person, even where
  // longer names contain it. A one-word fragment does not: "Murray" is the exact name of an obscure
  // record and a part of Andy Murray's, so it means one person only when no one else matches it.
  const exact = q.includes(' ') ? people.filter((p) => p.norm === q) : [];
  const pool = exact.length > 0 ? exact : people;
  if (pool.length === 1) return { kind: 'one', person: pool[0] };
  if (pool.length === 0) return { kind: 'none' };
  const ranked = [...pool].sort((a, b) => (b.archive?.matches ?? 0) - (a.archive?.matches ?? 0));
  return {
    kind: 'ambiguous',
    candidates: ranked.slice(0, MAX_CANDIDATES).map((p) => ({
      name: p.name,
      tour: p.archive?.row.tour ?? null,
      player_id: p.archive?.row.id ?? null,
      country: p.archive?.row.country ?? null,
      first_year: p.archive?.firstYear ?? null,
      last_year: p.archive?.lastYear ?? null,
      current_only: p.archive === null,
    })),
  };
}

/** The 400 body for an ambiguous fragment (shape ours: candidates `[{name}]` plus tour and id). */
export function ambiguousBody(param: string, fragment: string, candidates: Array<{ name: string }>) {
  return {
    error: 'ambiguous_name',
    param,
    detail: `'${fragment}' matches more than one player; send a fuller name.`,
    candidates,
  };
}
