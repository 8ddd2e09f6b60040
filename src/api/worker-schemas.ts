import { HistoryTape } from '../../contract/history-matches';
import { Market, MatchPrices } from '../../contract/market';
import { MatchPoints } from '../../contract/points';

/**
 * The reads checked in the contract worker (./contract-check.worker.ts): the full contract schemas
 * take a phone a task of 150-350 ms to build, and a tape or 500 price ticks as long to check, on the
 * page's thread as the first screen settles. Only the worker (or, where none can start, the page
 * through `checkInWorker`) imports this module.
 */
export const WORKER_SCHEMAS = {
  marketPrices: Market,
  matchPrices: MatchPrices,
  points: MatchPoints,
  tape: HistoryTape,
};
