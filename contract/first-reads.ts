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

/**
 * The attribute of the page's `#root` in which the gateway names the match a match page's first
 * screen shows (JSON of `FirstScreenMatch`), so the app's first render draws the names the HTML
 * painted instead of replacing them with a placeholder.
 */
export const FIRST_SCREEN_MATCH_ATTRIBUTE = 'data-first-screen-match';

/**
 * What a match page's first screen shows before the match's read answers: its players' names as
 * the gateway last read them. Never the score: a spoiler-free or watch-along page must not show one.
 */
export interface FirstScreenMatch {
  id: number;
  p1: string;
  p2: string;
  /**
   * The real match it replays (the local service's additive `replay`: the event's name and the
   * date it began), or null: the page's note of it under the names is the largest text on a phone.
   */
  replay: { event: string | null; date: string | null } | null;
}

/**
 * index.html's template of a match page's first screen (written by src/app/html-shell.test.tsx) for
 * a replay: the stand-ins the gateway replaces, escaped, with a match's names and with the replayed
 * event (and the date it began, as the page would write it), and the test id of the replay note,
 * which it removes for a match that is not a replay.
 */
export const MATCH_FIRST_SCREEN = {
  templateId: 'match-first-screen',
  slots: { p1: '{{p1}}', p2: '{{p2}}', replay: '{{replay}}' },
  replayNote: 'replay-note',
} as const;
