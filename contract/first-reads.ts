// The reads a page makes before anything else, known to both sides: the gateway's page starts them
// while the app's code is still on its way, and the app takes those answers instead of asking again.
// One list, so the two cannot drift into asking for different URLs (and paying twice).

/** The largest page the live listing serves; one page covers an ordinary day's live matches. */
export const LIVE_PAGE_LIMIT = 200;

/** The slate's live list, as the app's fetch layer spells it (`status`, then `limit`). */
const LIVE_LIST = `/matches?status=live&limit=${LIVE_PAGE_LIMIT}`;

/**
 * What the page at `pathname` asks the service first, as paths with their query string: the usage
 * read every page's budget waits for (quota-exempt), and on the slate its live list.
 */
export function firstReads(pathname: string): string[] {
  return pathname === '/' ? ['/usage', LIVE_LIST] : ['/usage'];
}
