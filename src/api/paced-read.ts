import type { HistoryMatch, HistoryMatchesQuery } from '../../contract/history-matches';
import { ApiError } from './api-error';
import { listHistoryMatches } from './history';
import type { ParamsOf } from './params';

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

/** Runs a read; when the request budget or the service holds it back, waits as told and tries again. */
export async function withBudget<T>(
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

/** Rows per listing page: the contract's stated maximum. */
const LIST_LIMIT = 200;

export type PeriodParams = Omit<ParamsOf<typeof HistoryMatchesQuery>, 'offset' | 'limit'>;

/** Every completed match of a period (offset pages of 200, paced by the budget) and the requests it took. */
export async function listHistoryPeriod(
  params: PeriodParams,
  signal: AbortSignal,
  onPage?: (listed: number) => void,
): Promise<{ matches: HistoryMatch[]; requests: number }> {
  const matches: HistoryMatch[] = [];
  let requests = 0;
  for (;;) {
    const page = await withBudget(
      () => listHistoryMatches({ ...params, limit: LIST_LIMIT, offset: matches.length }, { signal }),
      signal,
    );
    requests++;
    matches.push(...page.data);
    onPage?.(matches.length);
    if (!page.meta.has_more || page.data.length === 0) break;
  }
  return { matches, requests };
}
