import { expect, type Page, test } from './journey';
import { fault, serviceGet } from './journey-helpers';

// Persona: a fan who installs nothing follows players from their match pages, is told when one of
// them comes on court, when a set ends and when a match is over (a toast in the page and a system
// notification through the service worker, permission granted), then loses the network and still
// opens the app on the last scores it held, with their age.
//
// The service replays real matches at their real pace, so the moments are driven with its fault
// controls, each undone for its own match only (another journey may be using the service): "comes
// on court" and "the result" by reopening a finished match and then resetting it back to finished;
// "a set ends" by a live match whose feed went quiet just before its latest set ended (a back-dated
// stale fault, set before this journey's gateway opens its feed) and that comes back.

interface Side {
  id: number;
  name: string;
}
interface Row {
  id: number;
  status: string;
  players: { p1: Side; p2: Side };
  score: { sets: number[] } | null;
}
interface List {
  data: Row[];
}
interface PointRow {
  sets: number[];
  ts: string | null;
}
interface PointsPage {
  points: PointRow[];
  has_more: boolean;
  last_seq: number | null;
}

/** When the match's latest finished set ended (the capture time of its last point), or null. */
async function lastSetEnd(id: number): Promise<string | null> {
  const rows: PointRow[] = [];
  for (let after = 0; ; ) {
    const page = await serviceGet<PointsPage>(`/matches/${id}/points?after_seq=${after}`);
    rows.push(...page.points);
    if (!page.has_more || page.last_seq === null) break;
    after = page.last_seq;
  }
  const played = (r: PointRow) => (r.sets?.[0] ?? 0) + (r.sets?.[1] ?? 0);
  for (let i = rows.length - 1; i > 0; i--) if (played(rows[i]) > played(rows[i - 1])) return rows[i].ts;
  return null;
}

/** A live match with a finished set, frozen just before that set ended; the quiet lifts on reset. */
async function freezeBeforeSetEnd(live: Row[]): Promise<Row> {
  // Fewest sets played first: the match least likely to finish while the journey runs.
  const candidates = live
    .filter((m) => m.score && m.score.sets[0] + m.score.sets[1] >= 1)
    .sort(
      (a, b) =>
        (a.score?.sets ?? []).reduce((x, y) => x + y, 0) - (b.score?.sets ?? []).reduce((x, y) => x + y, 0),
    );
  for (const m of candidates) {
    const ended = await lastSetEnd(m.id);
    if (!ended) continue;
    await fault('stale', { match_id: m.id, since: new Date(Date.parse(ended) - 1).toISOString() });
    return m;
  }
  throw new Error(`none of ${candidates.length} live matches with a finished set has point times`);
}

let finished: Row;
let frozen: Row;

test.beforeAll(async () => {
  const live = (await serviceGet<List>('/matches?status=live&limit=200')).data;
  const playing = new Set(live.flatMap((m) => [m.players.p1.id, m.players.p2.id]));
  const done = (await serviceGet<List>('/matches?status=completed&limit=50')).data.find(
    (m) => !playing.has(m.players.p1.id) && !playing.has(m.players.p2.id),
  );
  if (!done) throw new Error('no finished match whose players are not on court');
  finished = done;
  frozen = await freezeBeforeSetEnd(live.filter((m) => m.id !== done.id));
});

test.afterAll(async () => {
  for (const m of [finished, frozen]) if (m) await fault('reset', { match_id: m.id });
});

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

// The service worker is what this journey checks (notifications, installable, offline): the config
// blocks it for every other journey.
test.use({ serviceWorkers: 'allow' });

/** Titles of the notifications the page asked the service worker to show (recorded by the init script). */
const shown = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shown: { title: string; body: string }[] }).__shown);

test('a fan follows players, hears of a match starting, a set and a result, and reopens offline', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(5 * 60_000);
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

  await page.goto('/');
  // The app is installable: a manifest with no errors and a service worker in control.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // A test context is an incognito profile, which alone is never offered an install.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);

  await followPlayer(page, finished.id, finished.players.p1);

  // From the frozen match's page the fan follows one of its players too.
  await followPlayer(page, frozen.id, frozen.players.p1);

  // The slate: its first list is what the alerts compare everything after with.
  await page.goto('/');
  await expect(page.getByTestId('live-match').first()).toBeVisible();

  const pairing = `${finished.players.p1.name} v ${finished.players.p2.name}`;
  await fault('reopen', { match_id: finished.id });
  const toasts = page.getByTestId('alert-toast');
  await expect(toasts.filter({ hasText: `On court: ${pairing}` })).toBeVisible({ timeout: 60_000 });
  await expect.poll(async () => (await shown(page)).map((n) => n.title)).toContain(`On court: ${pairing}`);

  // The frozen match's feed comes back: the set that ended meanwhile is told.
  await fault('reset', { match_id: frozen.id });
  const setToast = toasts.filter({ hasText: /takes set \d/ });
  await expect(setToast.first()).toBeVisible({ timeout: 60_000 });
  await expect(setToast.first()).toContainText(`${frozen.players.p1.name} v ${frozen.players.p2.name}`);
  await expect.poll(async () => (await shown(page)).some((n) => /takes set \d/.test(n.body))).toBe(true);

  // The reopened match is finished again: its result, with the winner and the sets.
  await fault('reset', { match_id: finished.id });
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
