import { expect, type Page, test } from './journey';
import { fault, serviceGet } from './journey-helpers';

// Persona: a fan who installs nothing follows players from their match pages, is told when one of
// them comes on court, when a set ends and when a match is over (a toast in the page and a system
// notification through the service worker, permission granted), then loses the network and still
// opens the app on the last scores it held, with their age.
//
// The service replays real matches at their real pace, so "comes on court" and "the result" are
// driven with its fault controls (reopen a finished match, then reset it back to finished), and a
// set end is waited for on the live matches nearest one. It drives the service's fault controls, so
// it needs a service it may reset (like trader-ultra).

interface Side {
  id: number;
  name: string;
}
interface Row {
  id: number;
  status: string;
  players: { p1: Side; p2: Side };
  score: {
    sets: number[];
    games: number[][] | null;
    points: (string | null)[] | null;
    is_tiebreak: boolean;
    stale: boolean;
  } | null;
}
interface List {
  data: Row[];
}

const LEAD = new Set(['40', 'AD']);

/** How near a live match is to the end of its set: higher is nearer (set point, then 5 games and ahead). */
function nearSetEnd(m: Row): number {
  const s = m.score;
  if (!s?.games || s.stale) return -1;
  // Games are player-major on the wire: [p1's games per set, p2's games per set].
  const set = s.sets[0] + s.sets[1];
  const a = s.games[0]?.[set];
  const b = s.games[1]?.[set];
  if (a === undefined || b === undefined) return -1;
  const p = s.points ?? [];
  if (s.is_tiebreak) return 20 + Math.max(Number(p[0] ?? 0), Number(p[1] ?? 0));
  const leader = a > b ? 0 : b > a ? 1 : -1;
  if (leader < 0 || Math.max(a, b) < 5) return Math.max(a, b);
  const point = p[leader];
  return 10 + (point && LEAD.has(point) ? 5 : 0) + Math.abs(a - b);
}

/** Follows a player from a match page's bell (the panel offers the match and both players). */
async function followPlayer(page: Page, matchId: number, player: Side): Promise<void> {
  await page.goto(`/matches/${matchId}`);
  await page.getByTestId('follow-bell').click();
  const dialog = page.getByRole('dialog', { name: /^Alerts for / });
  await dialog.getByRole('button', { name: `Follow ${player.name} to every match` }).click();
  // Following shows the player's choices, with on court, each set and the result ticked.
  const choices = dialog.getByRole('group', { name: `Every match of ${player.name}` });
  await expect(choices.getByRole('checkbox', { name: 'On court' })).toBeChecked();
  await expect(choices.getByRole('checkbox', { name: 'Each set' })).toBeChecked();
  await expect(choices.getByRole('checkbox', { name: 'Result' })).toBeChecked();
  await page.keyboard.press('Escape');
}

/** Titles of the notifications the page asked the service worker to show (recorded by the init script). */
const shown = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shown: { title: string; body: string }[] }).__shown);

test('a fan follows players, hears of a match starting, a set and a result, and reopens offline', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(14 * 60_000);
  await fault('reset');
  await context.grantPermissions(['notifications'], { origin: baseURL });
  // Every notification the page shows goes through the service worker's registration: record them.
  await page.addInitScript(() => {
    const w = window as unknown as { __shown: { title: string; body: string }[] };
    w.__shown = [];
    const show = ServiceWorkerRegistration.prototype.showNotification;
    ServiceWorkerRegistration.prototype.showNotification = function (title, options) {
      w.__shown.push({ title, body: options?.body ?? '' });
      return show.call(this, title, options);
    };
  });
  await page.setViewportSize({ width: 1440, height: 900 });

  const live = (await serviceGet<List>('/matches?status=live&limit=200')).data;
  const playing = new Set(live.flatMap((m) => [m.players.p1.id, m.players.p2.id]));
  const finished = (await serviceGet<List>('/matches?status=completed&limit=50')).data.find(
    (m) => !playing.has(m.players.p1.id) && !playing.has(m.players.p2.id),
  );
  if (!finished) throw new Error('no finished match whose players are not on court');
  const near = [...live].sort((a, b) => nearSetEnd(b) - nearSetEnd(a)).slice(0, 10);

  await page.goto('/');
  // The app is installable: a manifest with no errors and a service worker in control.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // A test context is an incognito profile, which alone is never offered an install.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);

  await followPlayer(page, finished.id, finished.players.p1);

  // From each match page's bell the fan follows a player in each of the matches nearest the end of a
  // set (the page, not the slate's row: the slate draws only the rows in view).
  for (const m of near) await followPlayer(page, m.id, m.players.p1);

  // The slate: its first list is what the alerts compare everything after with.
  await page.goto('/');
  await expect(page.getByTestId('live-match').first()).toBeVisible();

  const pairing = `${finished.players.p1.name} v ${finished.players.p2.name}`;
  await fault('reopen', { match_id: finished.id });
  const toasts = page.getByTestId('alert-toast');
  await expect(toasts.filter({ hasText: `On court: ${pairing}` })).toBeVisible({ timeout: 60_000 });
  await expect.poll(async () => (await shown(page)).map((n) => n.title)).toContain(`On court: ${pairing}`);

  // A set ends in one of the followed players' live matches (real play: a few minutes, longer when
  // few matches are live; the replayed world plays each draw round by round, often 4–8 at a time).
  const setToast = toasts.filter({ hasText: /takes set \d/ });
  await expect(setToast.first()).toBeVisible({ timeout: 10 * 60_000 });
  const setText = (await setToast.first().textContent()) ?? '';
  expect(near.some((m) => setText.includes(`${m.players.p1.name} v ${m.players.p2.name}`))).toBe(true);
  await expect.poll(async () => (await shown(page)).some((n) => /takes set \d/.test(n.body))).toBe(true);

  // The reopened match is finished again: its result, with the winner and the sets.
  await fault('reset');
  await expect(toasts.filter({ hasText: `Result: ${pairing}` })).toBeVisible({ timeout: 60_000 });
  // One alert per event: nothing was shown twice.
  const titles = (await shown(page)).map((n) => `${n.title}|${n.body}`);
  expect(new Set(titles).size).toBe(titles.length);

  // Offline, on a phone: the app still opens, says so, and shows the last live scores with their age.
  await page.setViewportSize({ width: 390, height: 844 });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toContainText(/offline/);
  await expect(page.getByTestId('offline-snapshot')).toContainText(
    /read at .+ \((under a minute|\d+ min) ago\)/,
  );
  await expect(page.getByTestId('live-match').first()).toBeVisible();
  // Each row says its score may be out of date, and for how long (its age when read plus the time since).
  await expect(page.getByTestId('live-match').first()).toContainText(
    /Score may be out of date: unchanged for \d+ (s|min|h)/,
  );
  await context.setOffline(false);
});
