import type { HistoryMatch } from '../../../contract/history-matches';
import { ApiError } from '../../api/api-error';
import { getHistoryPrices, getHistoryTape } from '../../api/history';
import { listHistoryPeriod, type PeriodParams, withBudget } from '../../api/paced-read';
import type { MatchInput } from './scorecard-engine';

/** Rows per price page: the contract's stated maximum. */
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

/** Whether a listed match can be scored: surface as asked, a result, and model rows when the summary says. */
function keeps(m: HistoryMatch, surface: string | null): boolean {
  if (surface && m.surface !== surface) return false;
  if (m.winner !== 1 && m.winner !== 2) return false;
  const modelRows = (m.tape as { model_rows?: number }).model_rows;
  return modelRows === undefined || modelRows > 0;
}

/** Lists the period and plans one tape read per match plus its price pages. */
export async function planPeriod(
  params: PeriodParams,
  surface: string | null,
  signal: AbortSignal,
  onPage?: (listed: number) => void,
): Promise<Plan> {
  const listed = await listHistoryPeriod(params, signal, onPage);
  const candidates: Candidate[] = [];
  let skipped = 0;
  for (const m of listed.matches) {
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
  return {
    candidates,
    skipped,
    listRequests: listed.requests,
    tapeRequests: candidates.length,
    priceRequests: candidates.reduce((n, c) => n + c.pricePages, 0),
  };
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
