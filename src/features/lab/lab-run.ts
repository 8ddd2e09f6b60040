import { getHistoryTape } from '../../api/history';
import { listHistoryPeriod } from '../../api/paced-read';
import { pricePagesOf, readMatchPrices, runPaced } from '../../api/paced-run';
import { type PeriodFilters, periodListParams } from '../../lib/period-filters';
import type { RunProgress } from '../../lib/run-progress';
import { type LabMatch, toLabMatch } from './lab-match';
import { type LabStore, matchKey } from './lab-store';

interface Candidate {
  id: number;
  /** Price pages this match is expected to take (from the listing's row count). */
  pricePages: number;
  /** Already read in this browser: costs nothing. */
  held: boolean;
}

export interface LabPlan {
  candidates: Candidate[];
  /** Listed matches the filters left out (another surface). */
  skipped: number;
  /** Requests the listing took (0 when the period was held). */
  listRequests: number;
  tapeRequests: number;
  priceRequests: number;
}

export const planCost = (p: LabPlan) => p.tapeRequests + p.priceRequests;

/** The period's key in the store: its filters and whether the model is read. */
const periodKey = (f: PeriodFilters, model: boolean) =>
  JSON.stringify([f.from, f.to, f.tour, f.surface, f.tier, model]);

function planOf(
  listed: { id: number; rows: number | undefined }[],
  held: Set<number>,
  skipped: number,
  listRequests: number,
): LabPlan {
  const candidates = listed.map(({ id, rows }) => ({
    id,
    pricePages: pricePagesOf(rows),
    held: held.has(id),
  }));
  const toRead = candidates.filter((c) => !c.held);
  return {
    candidates,
    skipped,
    listRequests,
    tapeRequests: toRead.length,
    priceRequests: toRead.reduce((n, c) => n + c.pricePages, 0),
  };
}

/**
 * Lists the period's matches that had a market (a match without one cannot trade) and plans one
 * tape read plus its price pages for each one not already held. Costs the listing's pages.
 */
export async function planLab(
  filters: PeriodFilters,
  model: boolean,
  store: LabStore,
  signal: AbortSignal,
  onPage?: (listed: number) => void,
): Promise<LabPlan> {
  const { matches, requests } = await listHistoryPeriod(
    { ...periodListParams(filters), has_market: true } as Parameters<typeof listHistoryPeriod>[0],
    signal,
    onPage,
  );
  const kept = matches.filter((m) => !filters.surface || m.surface === filters.surface);
  const ids = kept.map((m) => m.id);
  const held = await store.matches(ids.map((id) => matchKey(id, model)));
  await store.putPeriod({
    key: periodKey(filters, model),
    ids,
    skipped: matches.length - kept.length,
    listedAt: Date.now(),
  });
  return planOf(
    kept.map((m) => ({ id: m.id, rows: (m.tape as { rows?: number }).rows })),
    new Set(ids.filter((id) => held.has(matchKey(id, model)))),
    matches.length - kept.length,
    requests,
  );
}

/** Every match of a period read before, without a request; null unless the period and all its matches are held. */
export async function heldPeriod(
  filters: PeriodFilters,
  model: boolean,
  store: LabStore,
): Promise<{ plan: LabPlan; matches: LabMatch[]; listedAt: number } | null> {
  const period = await store.period(periodKey(filters, model));
  if (!period) return null;
  const held = await store.matches(period.ids.map((id) => matchKey(id, model)));
  if (held.size < period.ids.length) return null;
  return {
    plan: planOf(
      period.ids.map((id) => ({ id, rows: undefined })),
      new Set(period.ids),
      period.skipped,
      0,
    ),
    matches: period.ids.map((id) => held.get(matchKey(id, model)) as LabMatch),
    listedAt: period.listedAt,
  };
}

/**
 * Hands every candidate to `send`: held ones from the store at once, the others read (the tape,
 * then its price pages) a few at a time, paced by the request budget, and kept in the store. A
 * refusal for the tier (403) ends the run: every read would get it.
 */
export async function runLab(
  plan: LabPlan,
  model: boolean,
  store: LabStore,
  send: (m: LabMatch) => void,
  signal: AbortSignal,
  onProgress: (p: RunProgress) => void,
  concurrency = 4,
): Promise<RunProgress> {
  const held = await store.matches(plan.candidates.filter((c) => c.held).map((c) => matchKey(c.id, model)));
  const toRead: Candidate[] = [];
  for (const c of plan.candidates) {
    const m = c.held ? held.get(matchKey(c.id, model)) : undefined;
    if (m) send(m);
    else toRead.push(c);
  }
  return runPaced(
    toRead,
    async (c, counted) => {
      const tape = await counted(() => getHistoryTape(c.id, {}, { signal }));
      const prices = await readMatchPrices(c.id, counted, signal);
      const m = toLabMatch(tape, prices, model);
      await store.putMatch(matchKey(c.id, model), m);
      send(m);
    },
    signal,
    onProgress,
    { done: plan.candidates.length - toRead.length, concurrency },
  );
}
