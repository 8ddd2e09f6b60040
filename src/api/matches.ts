import { LIVE_PAGE_LIMIT } from '../../contract/first-reads';
import type { MatchList as MatchListBody } from '../../contract/match';
import type { MatchesQuery } from '../../contract/matches-query';
import type { ScoreQuery } from '../../contract/score';
import { apiGet, type CallOptions, lazySchema } from './http';
import { type ParamsOf, seg } from './params';

// The browser's light schemas load beside the first read, not in the slate's first JS (see http.ts).
const schemas = () => import('../../contract/mini/browser-schemas');
const MatchList = lazySchema(schemas, (m) => m.MatchList());
const WithdrawnMatchList = lazySchema(schemas, (m) => m.WithdrawnMatchList());
const MatchDetail = lazySchema(schemas, (m) => m.MatchDetail());
const Score = lazySchema(schemas, (m) => m.Score());

/** Filters of `GET /matches` (every parameter but `withdrawn_since`, which is its own listing). */
export type MatchFilters = Omit<ParamsOf<typeof MatchesQuery>, 'withdrawn_since'>;

/** GET /matches: live (default), upcoming, completed or cancelled listing, or a change-feed page. */
export function listMatches(filters: MatchFilters = {}, opts?: CallOptions) {
  return apiGet('/matches', filters, MatchList, opts);
}

/** A bound on the pages one slate read may take (920 matches), so a broken `has_more` cannot loop. */
const MAX_LIVE_PAGES = 5;

/**
 * Rows each later page reads again. The pages are read one after another while play goes on: a match
 * that ends between two reads moves every row after it one place up, so a page read at the plain
 * offset skipped as many rows as had ended (under the 600-court storm, several a page), and those
 * live matches were missing from the slate until its next poll. Reading back over the last rows
 * catches up to this many endings; a row read twice (or moved down by a match listed before it) is
 * kept once, so no match is listed twice.
 */
const LIVE_PAGE_OVERLAP = 20;

/**
 * GET /matches?status=live: every match in play now, in one request on an ordinary day (the FREE
 * budget's slate request). The default page is 50, so busy days are read page by page until
 * `has_more` is false; the answer is one list with the first page's meta and the full count.
 */
export async function listLiveMatches(opts?: CallOptions): Promise<MatchListBody> {
  const first = await listMatches({ status: 'live', limit: LIVE_PAGE_LIMIT }, opts);
  let data = first.data;
  let meta = first.meta;
  const seen = new Set(data.map((m) => m.id));
  for (let page = 1; meta.has_more === true && page < MAX_LIVE_PAGES; page++) {
    const offset = Math.max(0, data.length - LIVE_PAGE_OVERLAP);
    const next = await listMatches({ status: 'live', limit: LIVE_PAGE_LIMIT, offset }, opts);
    const fresh = next.data.filter((m) => !seen.has(m.id));
    if (fresh.length === 0) break;
    for (const m of fresh) seen.add(m.id);
    data = [...data, ...fresh];
    meta = next.meta;
  }
  return data === first.data
    ? first
    : { ...first, data, meta: { ...first.meta, count: data.length, has_more: meta.has_more } };
}

/** GET /matches?withdrawn_since= (ULTRA): matches with refused score states, newest first. */
export function listWithdrawnMatches(
  withdrawnSince: string,
  page: { limit?: number; offset?: number } = {},
  opts?: CallOptions,
) {
  return apiGet('/matches', { withdrawn_since: withdrawnSince, ...page }, WithdrawnMatchList, opts);
}

/** GET /matches/{matchId}: the match, with market/market_price (PRO+) and analysis (ULTRA). */
export function getMatch(matchId: number, opts?: CallOptions) {
  return apiGet(`/matches/${seg(matchId)}`, {}, MatchDetail, opts);
}

/** GET /matches/{matchId}/score: the current score, or the verdict of a named `sequence`. */
export function getScore(matchId: number, params: ParamsOf<typeof ScoreQuery> = {}, opts?: CallOptions) {
  return apiGet(`/matches/${seg(matchId)}/score`, params, Score, opts);
}
