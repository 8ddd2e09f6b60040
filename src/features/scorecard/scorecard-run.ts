import type { HistoryMatch } from '../../../contract/history-matches';
import type { HistoryMatchesQuery } from '../../../contract/history-matches';
import { ApiError } from '../../api/api-error';
import { getHistoryPrices, getHistoryTape, listHistoryMatches } from '../../api/history';
import type { ParamsOf } from '../../api/params';
import type { MatchInput } from './scorecard-engine';

/** Rows per listing page and per price page: each contract's stated maximum. */
const LIST_LIMIT = 200;
const PRICE_LIMIT = 500;

interface Candidate {
  id: number;
  hasMarket: boolean;
  /** Price pages this match is expected to take. */
  pricePages: number;
}

export interface Plan {
  candidates: Candidate[];
  /** Matches in the period the filters kept out (surface, no model rows, no result). */
  skipped: number;
  /** Requests the count itself took. */
  listRequests: number;
  tapeRequests: number;
  priceRequests: number;
}

export const planTotal = (p: Plan) => p.tapeRequests + p.priceRequests;

type ListParams = Omit<ParamsOf<typeof HistoryMatchesQuery>, 'offset' | 'limit'>;

/** Whether a listed match can be scored: surface as asked, a result, and model rows when the summary says. */
function keeps(m: HistoryMatch, surface: string | null): boolean {
  if (surface && m.surface !== surface) return false;
  if (m.winner !== 1 && m.winner !== 2) return false;
  const modelRows = (m.tape as { model_rows?: number }).model_rows;
  return modelRows === undefined || modelRows > 0;
}

/** Lists the period (offset pages of LIST_LIMIT) and plans one tape read per match plus its price pages. */
export async function planPeriod(
  params: ListParams,
  surface: string | null,
  signal: AbortSignal,
  onPage?: (listed: number) => void,
): Promise<Plan> {
  const candidates: Candidate[] = [];
  let skipped = 0;
  let offset = 0;
  let listRequests = 0;
  for (;;) {
    const page = await withBudget(
      () => listHistoryMatches({ ...params, limit: LIST_LIMIT, offset }, { signal }),
      signal,
    );
    listRequests++;
    for (const m of page.data) {
      if (!keeps(m, surface)) {
        skipped++;
        continue;
      }
      const rows = (m.tape as { rows?: number }).rows;
      candidates.push({
        id: m.id,
        hasMarket: m.has_market,
        pricePages: m.has_market ? Math.max(1, Math.ceil((rows ?? 1) / PRICE_LIMIT)) : 0,
      });
    }
    offset += page.data.length;
    onPage?.(offset);
    if (!page.meta.has_more || page.data.length === 0) break;
  }
  return {
    candidates,
    skipped,
    listRequests,
    tapeRequests: candidates.length,
    priceRequests: candidates.reduce((n, c) => n + c.pricePages, 0),
  };
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(t);
      reject(signal.reason);
    });
  });

/** The wait a refusal asks for: the budget's own hold, or a 429's Retry-After; null when it is a real failure. */
function holdMs(e: unknown): number | null {
  if (!(e instanceof ApiError)) return null;
  const p = e.problem as { retryAtMs?: number | null; retryAfterS?: number | null };
  if (e.kind === 'budget') return Math.max(250, (p.retryAtMs ?? Date.now() + 1000) - Date.now());
  if (e.status === 429) return Math.max(250, (p.retryAfterS ?? 1) * 1000);
  return null;
}

/** Runs a read; when the budget or the service holds it back, waits as told and tries again. */
async function withBudget<T>(
  read: () => Promise<T>,
  signal: AbortSignal,
  onHold?: (ms: number) => void,
): Promise<T> {
  for (;;) {
    try {
      return await read();
    } catch (e) {
      const ms = holdMs(e);
      if (ms === null || signal.aborted) throw e;
      onHold?.(ms);
      await sleep(ms, signal);
    }
  }
}

export interface RunProgress {
  matchesDone: number;
  requests: number;
  failed: number;
  heldUntil: number | null;
}

/**
 * Reads each candidate's tape and, where it has a market, its price pages, a few at a time, and
 * hands each match to `send` (the worker). Stops when `signal` aborts.
 */
export async function runPlan(
  plan: Plan,
  send: (m: MatchInput) => void,
  signal: AbortSignal,
  onProgress: (p: RunProgress) => void,
  concurrency = 4,
): Promise<RunProgress> {
  const progress: RunProgress = { matchesDone: 0, requests: 0, failed: 0, heldUntil: null };
  const hold = (ms: number) => {
    progress.heldUntil = Date.now() + ms;
    onProgress({ ...progress });
  };
  const counted = async <T>(read: () => Promise<T>) => {
    const r = await withBudget(read, signal, hold);
    progress.requests++;
    progress.heldUntil = null;
    return r;
  };
  let next = 0;
  const worker = async () => {
    while (next < plan.candidates.length && !signal.aborted) {
      const c = plan.candidates[next++];
      try {
        const tape = await counted(() => getHistoryTape(c.id, {}, { signal }));
        const prices: MatchInput['prices'] = [];
        if (c.hasMarket) {
          let after = 0;
          for (;;) {
            const page = await counted(() =>
              getHistoryPrices(c.id, { after_seq: after, limit: PRICE_LIMIT }, { signal }),
            ).catch((e) => {
              // `no_market`: listed with a market that has no price rows; the model part still counts.
              if (e instanceof ApiError && e.status === 404) return null;
              throw e;
            });
            if (!page) break;
            prices.push(...page.data.map((r) => ({ quotes: r.quotes })));
            if (page.data.length === 0 || page.meta.has_more === false || page.data.length < PRICE_LIMIT)
              break;
            after = page.meta.last_seq;
          }
        }
        send({
          winner: tape.match.winner,
          outcome: tape.match.outcome,
          tape: tape.tape.map((r) => ({ win_probability_p1: r.win_probability_p1 })),
          prices,
        });
      } catch {
        if (signal.aborted) break;
        progress.failed++;
      }
      progress.matchesDone++;
      onProgress({ ...progress });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return progress;
}
