import type { PricePointRow } from '../../../contract/history-prices';
import { ApiError } from '../../api/api-error';
import { getHistoryPrices, getHistoryTape } from '../../api/history';
import { listHistoryPeriod, withBudget } from '../../api/paced-read';
import { type PeriodFilters, periodListParams } from '../../lib/period-filters';
import { type LabMatch, toLabMatch } from './lab-match';
import { type LabStore, matchKey } from './lab-store';

/** Rows per price page: the contract's stated maximum. */
const PRICE_LIMIT = 500;

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
    pricePages: Math.max(1, Math.ceil((rows ?? 1) / PRICE_LIMIT)),
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

export interface LabProgress {
  matchesDone: number;
  requests: number;
  failed: number;
  heldUntil: number | null;
}

/** Every price page of a match; empty when none is mapped (404 `no_market`). */
async function readPrices(
  id: number,
  counted: <T>(read: () => Promise<T>) => Promise<T>,
  signal: AbortSignal,
): Promise<PricePointRow[]> {
  const rows: PricePointRow[] = [];
  let after = 0;
  for (;;) {
    const page = await counted(() =>
      getHistoryPrices(id, { after_seq: after, limit: PRICE_LIMIT }, { signal }),
    ).catch((e) => {
      if (e instanceof ApiError && e.status === 404) return null;
      throw e;
    });
    if (!page) break;
    rows.push(...page.data);
    if (page.data.length === 0 || page.meta.has_more === false || page.data.length < PRICE_LIMIT) break;
    after = page.meta.last_seq;
  }
  return rows;
}

/**
 * Hands every candidate to `send`: held ones from the store at once, the others read (the tape,
 * then its price pages) a few at a time, each read waiting when the request budget or a 429 holds
 * it back, and kept in the store. A refusal for the tier (403) ends the run: every read would get it.
 */
export async function runLab(
  plan: LabPlan,
  model: boolean,
  store: LabStore,
  send: (m: LabMatch) => void,
  signal: AbortSignal,
  onProgress: (p: LabProgress) => void,
  concurrency = 4,
): Promise<LabProgress> {
  const progress: LabProgress = { matchesDone: 0, requests: 0, failed: 0, heldUntil: null };
  const report = () => onProgress({ ...progress });
  const counted = async <T>(read: () => Promise<T>) => {
    const r = await withBudget(read, signal, (ms) => {
      progress.heldUntil = Date.now() + ms;
      report();
    });
    progress.requests++;
    progress.heldUntil = null;
    return r;
  };
  const held = await store.matches(plan.candidates.filter((c) => c.held).map((c) => matchKey(c.id, model)));
  const toRead: Candidate[] = [];
  for (const c of plan.candidates) {
    const m = c.held ? held.get(matchKey(c.id, model)) : undefined;
    if (m) {
      send(m);
      progress.matchesDone++;
    } else toRead.push(c);
  }
  report();
  let next = 0;
  let refused: unknown = null;
  const worker = async () => {
    while (next < toRead.length && !signal.aborted && refused === null) {
      const c = toRead[next++];
      try {
        const tape = await counted(() => getHistoryTape(c.id, {}, { signal }));
        const prices = await readPrices(c.id, counted, signal);
        const m = toLabMatch(tape, prices, model);
        await store.putMatch(matchKey(c.id, model), m);
        send(m);
      } catch (e) {
        if (signal.aborted) break;
        if (e instanceof ApiError && e.status === 403) refused = e;
        progress.failed++;
      }
      progress.matchesDone++;
      report();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (refused) throw refused;
  return progress;
}
