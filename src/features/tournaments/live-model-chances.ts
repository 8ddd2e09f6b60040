import type { Analysis } from '../../../contract/analysis';
import type { Match } from '../../../contract/match';
import { norm } from './use-edition-draw';

/** P(a beats b) from the service's model, or null where it has priced no match between them. */
export type ModelChance = (a: string, b: string) => number | null;

const MAIN_DRAW = ['R128', 'R64', 'R32', 'R16', 'QF', 'SF', 'F'];

const isNumber = (p: unknown): p is number => typeof p === 'number' && Number.isFinite(p) && p >= 0 && p <= 1;

/** The model's pre-match chance for player 1 in an analysis answer (a profile made before play only). */
export function pregameChance(a: Analysis | undefined): number | null {
  const p = a?.profile;
  return p?.stage === 'pregame' && isNumber(p.win_probability_p1) ? p.win_probability_p1 : null;
}

/** The edition's main-draw matches set to play whose model chance is worth one read: upcoming, both named. */
export function pregameReadsOf(matches: readonly Match[]): Match[] {
  return matches.filter(
    (m) =>
      m.status === 'upcoming' &&
      m.has_analysis &&
      m.is_qualifying !== true &&
      MAIN_DRAW.includes(m.round_code ?? '') &&
      !!m.players.p1.name &&
      !!m.players.p2.name,
  );
}

/**
 * The service model's chance for each match of the edition not yet decided: a match in play reads
 * `win_probability_p1` from its own score row (already loaded, at its current score); an upcoming one
 * the pre-match profile read for it (`pregame`, by match id). Keyed by loose name both ways, as the
 * archive's draw spells the same players (see knownResults).
 */
export function modelChances(matches: readonly Match[], pregame: ReadonlyMap<number, number>): ModelChance {
  const byPair = new Map<string, number>();
  for (const m of matches) {
    const p =
      m.status === 'live'
        ? m.score?.win_probability_p1
        : m.status === 'upcoming'
          ? pregame.get(m.id)
          : undefined;
    const a = norm(m.players.p1.name);
    const b = norm(m.players.p2.name);
    if (!isNumber(p) || !a || !b) continue;
    byPair.set(`${a}|${b}`, p);
    byPair.set(`${b}|${a}`, 1 - p);
  }
  return (a, b) => byPair.get(`${norm(a)}|${norm(b)}`) ?? null;
}
