import { type CountRule, countsAsMatch } from './count-rule';
import type { RecordMatch } from './record-match';

export interface WinStreak {
  name: string;
  id: number | null;
  wins: number;
  /** The first and last win of the run (archive ids and dates): the evidence. */
  fromId: number;
  fromDate: string;
  toId: number;
  toDate: string;
  /** The run was still going at the end of the matches given. */
  open: boolean;
}

/** Round order inside one event: round robin first, the final last. */
const ROUND_ORDER = ['RR', 'R128', 'R64', 'R32', 'R16', 'QF', 'SF', 'BR', 'F'];
const roundRank = (r: string) => Math.max(ROUND_ORDER.indexOf(r), 0);

/** Matches in playing order: by event start, then event (archive ids follow the event), then round. */
function playingOrder(matches: readonly RecordMatch[]): RecordMatch[] {
  return [...matches].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.tournament.localeCompare(b.tournament) ||
      roundRank(a.round) - roundRank(b.round) ||
      a.id - b.id,
  );
}

const keyOf = (id: number | null, name: string) => (id === null ? `n:${name}` : `i:${id}`);

/**
 * Each player's longest run of consecutive match wins, the tours' way: a walkover neither extends
 * nor ends a run, a retirement counts as played. Matches at events the rule leaves out are skipped.
 * Returns each player's best run (the earliest where two are equal), longest first.
 */
export function longestStreaks(matches: readonly RecordMatch[], rule: CountRule): WinStreak[] {
  const current = new Map<string, WinStreak>();
  const best = new Map<string, WinStreak>();
  for (const m of playingOrder(matches)) {
    if (m.walkover || !countsAsMatch(m, rule)) continue;
    const wk = keyOf(m.winnerId, m.winnerName);
    const run = current.get(wk);
    const next: WinStreak = run
      ? { ...run, wins: run.wins + 1, toId: m.id, toDate: m.date }
      : {
          name: m.winnerName,
          id: m.winnerId,
          wins: 1,
          fromId: m.id,
          fromDate: m.date,
          toId: m.id,
          toDate: m.date,
          open: false,
        };
    current.set(wk, next);
    if ((best.get(wk)?.wins ?? 0) < next.wins) best.set(wk, next);
    current.delete(keyOf(m.loserId, m.loserName));
  }
  for (const [k, run] of current) if (best.get(k) === run) best.set(k, { ...run, open: true });
  return [...best.values()].sort((a, b) => b.wins - a.wins || a.fromDate.localeCompare(b.fromDate));
}
