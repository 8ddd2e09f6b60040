import { type ChartedMatch, chartedMatches } from '../charting/charted-matches';
import { normName } from '../data/names';
import { sliced } from '../data/sliced';
import { type ResultEntry, resultCorpus } from '../history/tape-era/result-corpus';
import { resultCorpusReady } from '../history/tape-era/result-corpus-ready';

/**
 * The link rule for the tape era's real results (history ids from 500,000): a result and a
 * charted match are the same match when the gender, the round and both players' names
 * (normalised, either order) agree and the charted date falls within 21 days from the result's
 * tournament start (the results files date a match by its event's Monday; a slam spans two weeks).
 * Tournament names are not compared: the two sources spell them differently.
 */
const WINDOW_DAYS = 21;

const keyOf = (gender: string, a: string, b: string, round: string) => {
  // The two names in code-unit order (a sort's order) without a sort: this runs once per tape-era
  // result and charted match on the request thread, where spreading and sorting allocated ~90 MB.
  const [na, nb] = [normName(a), normName(b)];
  return (na <= nb ? [gender, na, nb, round] : [gender, nb, na, round]).join('|');
};

let byKey: Map<string, ChartedMatch[]> | null = null;

function indexOne(into: Map<string, ChartedMatch[]>, c: ChartedMatch): void {
  if (!c.date || !c.round) return;
  const k = keyOf(c.gender, c.players[0].name, c.players[1].name, c.round);
  into.set(k, [...(into.get(k) ?? []), c]);
}

function index(): Map<string, ChartedMatch[]> {
  if (byKey) return byKey;
  byKey = new Map();
  for (const c of chartedMatches()) indexOne(byKey, c);
  return byKey;
}

/** The charted match behind a tape-era result, if it was charted. */
export function chartedOfResult(e: ResultEntry): ChartedMatch | undefined {
  const r = e.row;
  const list = index().get(keyOf(r.tour === 'atp' ? 'M' : 'W', r.winner.name, r.loser.name, r.round));
  if (!list) return undefined;
  const start = Date.parse(r.date);
  return list.find((c) => {
    const d = Date.parse(c.date ?? '');
    return d >= start && d <= start + WINDOW_DAYS * 86_400_000;
  });
}

let ids: Map<number, number> | null = null;

/** Charted match id → the history id of the tape-era result it links to. */
export function resultIdsOfCharted(): Map<number, number> {
  if (ids) return ids;
  ids = new Map();
  for (const e of resultCorpus().entries) linkOne(ids, e);
  return ids;
}

function linkOne(into: Map<number, number>, e: ResultEntry): void {
  const c = chartedOfResult(e);
  if (c && !into.has(c.id)) into.set(c.id, e.id);
}

/**
 * Builds both maps a few milliseconds at a time once the charted matches are held: made on a
 * rally or charting route's first read, they held the request thread for hundreds of
 * milliseconds (every tape-era result normalised and looked up at once).
 */
export async function resultLinksReady(): Promise<void> {
  const entries = (await resultCorpusReady()).entries;
  if (!byKey) {
    const building = new Map<string, ChartedMatch[]>();
    const list = chartedMatches();
    await sliced(list.length, (i) => indexOne(building, list[i]));
    byKey ??= building;
  }
  if (!ids) {
    const building = new Map<number, number>();
    await sliced(entries.length, (i) => linkOne(building, entries[i]));
    ids ??= building;
  }
}
