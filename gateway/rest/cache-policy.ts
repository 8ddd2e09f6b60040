// How long a shared answer may be served to other browsers, per route class. The
// dashboard's own cadences set the short ones: the slate polls the live list at most every 5 s
// (src/budget/refresh-planner.ts) and ULTRA prices every 20 s, so an answer kept a little less than
// that is fetched once per poll period however many browsers poll, and a lone browser still gets a
// fresh answer at each of its polls: the desk costs the key what one browser would.

/** What the gateway does with a GET on a route: keep it this long, and whether it spends the key's budget. */
export interface CachePolicy {
  /** Route class, for figures and tests. */
  kind: 'none' | 'live' | 'score' | 'catalogue' | 'fixtures' | 'history' | 'archive';
  /** 0: never shared (per-caller answers: push tokens, webhooks). */
  ttlMs: number;
  /** `/health` needs no key and `/usage` is quota-exempt: neither spends the budget. */
  budgeted: boolean;
}

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Live list, match reads and markets: just under the slate's 5 s poll floor. */
const LIVE_TTL_MS = 4_500;
/** A score is also dropped as soon as the feed carries a newer sequence (`shared-rest.ts`). */
const SCORE_TTL_MS = 2_000;
/**
 * A match's detail: the dashboard reads it once and keeps it current from the feed, and the cached
 * copy is dropped as soon as the feed has a newer score than the one it embeds, like a score read.
 */
const MATCH_TTL_MS = 15_000;
/**
 * Prices: just under the shortest pace a page reads a card's price at (ULTRA's trade grid, every
 * 10 s: src/features/trade/price-plan.ts), so a price the grid shows is never older than its pace
 * by the service's clock; a second browser asking within the window still shares the read.
 */
const PRICES_TTL_MS = 4_500;

const P = (kind: CachePolicy['kind'], ttlMs: number, budgeted = true): CachePolicy => ({
  kind,
  ttlMs,
  budgeted,
});

const NONE = P('none', 0);
const LIVE = P('live', LIVE_TTL_MS);
const CATALOGUE = P('catalogue', 5 * MINUTE);
const HISTORY = P('history', HOUR);

/** Route templates (contract-routes.ts spelling) whose answers never change once played. */
const BY_TEMPLATE: Record<string, CachePolicy> = {
  '/health': P('live', 5 * SECOND, false),
  '/usage': P('live', 5 * SECOND, false),
  '/ws-token': NONE,
  '/webhooks': NONE,
  '/webhooks/{webhookId}': NONE,
  '/matches/{matchId}': P('score', MATCH_TTL_MS),
  '/matches/{matchId}/score': P('score', SCORE_TTL_MS),
  '/matches/{matchId}/prices': P('live', PRICES_TTL_MS),
  '/events': LIVE,
  '/markets': LIVE,
  '/markets/{matchId}/prices': P('live', PRICES_TTL_MS),
  '/fixtures': P('fixtures', 2 * MINUTE),
  '/players': CATALOGUE,
  '/players/{playerId}': CATALOGUE,
  '/players/{playerId}/stoppages': CATALOGUE,
  '/players/{playerId}/injuries': CATALOGUE,
  '/tournaments': CATALOGUE,
  '/tournaments/{tournamentId}': CATALOGUE,
  '/rankings': CATALOGUE,
  '/h2h': CATALOGUE,
  '/charting/players': CATALOGUE,
  // The completed-match listing grows as matches finish: minutes, not hours.
  '/history/matches': CATALOGUE,
  '/history/coverage': HISTORY,
  '/history/matches/{matchId}': HISTORY,
  '/history/matches/{matchId}/prices': HISTORY,
  '/history/matches/{matchId}/rally': HISTORY,
  '/history/packages': HISTORY,
  '/history/packages/{period}': HISTORY,
  '/rally/matches': HISTORY,
  '/rally/matches/{rallyMatchId}': HISTORY,
  '/charting/matches/{chartingMatchId}': HISTORY,
};

/** The policy of a GET on `template` with `query` (the browser's, `token` already dropped). */
export function cachePolicy(template: string, query: URLSearchParams): CachePolicy {
  if (template.startsWith('/history/archive/')) return P('archive', 6 * HOUR);
  if (template === '/matches') {
    const status = query.get('status') ?? 'live';
    if (status === 'upcoming') return P('fixtures', 2 * MINUTE);
    if (
      (status === 'completed' || status === 'cancelled') &&
      !query.has('updated_since') &&
      !query.has('cursor')
    )
      return CATALOGUE;
    return LIVE;
  }
  // A named sequence's verdict comes from the durable withdrawal record.
  if (template === '/matches/{matchId}/score' && query.has('sequence')) return HISTORY;
  if (template.startsWith('/matches/{matchId}')) return BY_TEMPLATE[template] ?? LIVE;
  return BY_TEMPLATE[template] ?? NONE;
}

/**
 * A tape is kept for hours only once its match is over: a tape read of a match still in play says
 * so (`match.status` live), and is kept like any live read.
 */
export function ttlForBody(policy: CachePolicy, body: unknown): number {
  if (policy.kind !== 'history' || typeof body !== 'object' || body === null) return policy.ttlMs;
  const match = (body as { match?: { status?: unknown } }).match;
  return match?.status === 'live' ? LIVE_TTL_MS : policy.ttlMs;
}
