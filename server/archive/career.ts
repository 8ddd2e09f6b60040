import { outcomeOf } from './archive-score';
import { archiveStore } from './archive-store';
import type { ArchivePerson } from './people-pool';
import { ServeSums } from './serve-sums';

type WinLoss = { wins: number; losses: number };
const tally = (m: Map<string, WinLoss>, key: string, won: boolean) => {
  const t = m.get(key) ?? { wins: 0, losses: 0 };
  if (won) t.wins++;
  else t.losses++;
  m.set(key, t);
};
const record = (m: Map<string, WinLoss>) => Object.fromEntries([...m].sort(([a], [b]) => (a < b ? -1 : 1)));

/**
 * One person's archive career: sums and ratios of sums over the rows GET /history/archive/matches
 * returns for them. Walkovers are counted apart (no match was played); titles are finals won,
 * abandoned finals excluded.
 */
export function careerOf(person: ArchivePerson) {
  const store = archiveStore();
  const { tour, id } = person.row;
  const bySurface = new Map<string, WinLoss>();
  const byLevel = new Map<string, WinLoss>();
  const byYear = new Map<string, WinLoss>();
  const serve = new ServeSums();
  let [wins, losses, titles, walkovers, matches] = [0, 0, 0, 0, 0];
  let [first, last] = [null as string | null, null as string | null];
  for (const p of store.byName.get(person.norm) ?? []) {
    const r = store.row(p);
    const won = r.winner.id === id;
    if (r.tour !== tour || (!won && r.loser.id !== id)) continue;
    matches++;
    if (first === null || r.date < first) first = r.date;
    if (last === null || r.date > last) last = r.date;
    const outcome = outcomeOf(r.score);
    if (outcome === 'walkover') {
      walkovers++;
      continue;
    }
    if (won) wins++;
    else losses++;
    if (won && r.round === 'F' && outcome !== 'abandoned') titles++;
    tally(bySurface, r.surface ?? 'unknown', won);
    tally(byLevel, r.level || 'unknown', won);
    tally(byYear, String(r.season), won);
    serve.add(won ? r.winnerStats : r.loserStats);
  }
  const decided = wins + losses;
  return {
    player: { name: person.row.name, id, tour },
    span: { first, last },
    record: {
      wins,
      losses,
      titles,
      by_surface: record(bySurface),
      by_level: record(byLevel),
      walkovers,
      matches,
    },
    by_year: [...byYear].map(([year, t]) => ({ year: Number(year), ...t })).sort((a, b) => a.year - b.year),
    serve: {
      ...serve.toJSON(),
      // Additive: the share of played (non-walkover) matches with serve statistics.
      matches_with_stats_share:
        decided > 0 ? Math.round((serve.matches_with_stats / decided) * 10_000) / 10_000 : null,
    },
  };
}
