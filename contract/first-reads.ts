// The reads a page makes before anything else, known to both sides: the gateway's page starts them
// while the app's code is still on its way, and the app takes those answers instead of asking again.
// One table, so the two cannot drift into asking for different URLs (and paying twice).

/** The largest page the live listing serves; one page covers an ordinary day's live matches. */
export const LIVE_PAGE_LIMIT = 200;

/**
 * By page (a pattern of `location.pathname`, tried in order), the service paths it reads first, `$1`
 * standing for the pattern's group: the usage read every page's budget waits for (quota-exempt),
 * the slate's live list as the app's fetch layer spells it (`status`, then `limit`), and a match
 * page's match (read on a cold load at every tier: no list holds its row yet). Plain data, so the
 * gateway can hand it to the page's script as JSON. A match id with a leading zero is left to the
 * app, which reads it without one.
 */
export const FIRST_READS: readonly { page: string; reads: readonly string[] }[] = [
  { page: '^/$', reads: ['/usage', `/matches?status=live&limit=${LIVE_PAGE_LIMIT}`] },
  { page: '^/matches/([1-9][0-9]{0,11})/?$', reads: ['/usage', '/matches/$1'] },
  { page: '', reads: ['/usage'] },
];

/** What the page at `pathname` asks the service first, as paths with their query string. */
export function firstReads(pathname: string): string[] {
  for (const { page, reads } of FIRST_READS) {
    const m = new RegExp(page).exec(pathname);
    if (m) return reads.map((r) => r.replace('$1', m[1] ?? ''));
  }
  return [];
}
