import type { PricePointRow } from '../../contract/history-prices';
import { emptyProgress, type RunProgress } from '../lib/run-progress';
import { ApiError } from './api-error';
import { getHistoryPrices } from './history';
import { withBudget } from './paced-read';

/** Rows per price page: the contract's stated maximum. */
const PRICE_LIMIT = 500;

/** A read that waits out the request budget and counts toward the run's requests. */
export type CountedRead = <T>(read: () => Promise<T>) => Promise<T>;

/** Price pages a match is expected to take, from its listed tape rows (at least one). */
export const pricePagesOf = (rows: number | undefined) => Math.max(1, Math.ceil((rows ?? 1) / PRICE_LIMIT));

/** Every price page of a match; empty when none is mapped (404 `no_market`). */
export async function readMatchPrices(
  id: number,
  counted: CountedRead,
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
 * Reads each item a few at a time, every request waiting when the request budget or a 429 holds it
 * back (`heldUntil` says until when) and counted. An item whose read fails counts as failed and the
 * run goes on; a refusal for the tier (403) ends the run and is thrown: every read would get it.
 * `done` counts items handed on before the run (e.g. held in the browser).
 */
export async function runPaced<C>(
  items: readonly C[],
  readOne: (item: C, counted: CountedRead) => Promise<void>,
  signal: AbortSignal,
  onProgress: (p: RunProgress) => void,
  { done = 0, concurrency = 4 }: { done?: number; concurrency?: number } = {},
): Promise<RunProgress> {
  const progress: RunProgress = { ...emptyProgress(), matchesDone: done };
  const report = () => onProgress({ ...progress });
  const counted: CountedRead = async (read) => {
    const r = await withBudget(read, signal, (ms) => {
      progress.heldUntil = Date.now() + ms;
      report();
    });
    progress.requests++;
    progress.heldUntil = null;
    return r;
  };
  report();
  let next = 0;
  let refused: unknown = null;
  const worker = async () => {
    while (next < items.length && !signal.aborted && refused === null) {
      const item = items[next++];
      try {
        await readOne(item, counted);
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
