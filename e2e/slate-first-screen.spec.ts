import type { Route } from '@playwright/test';
import { expect, type Page, test } from './journey';

// Persona: a fan opens the slate on a phone. Before the live list arrives the page draws placeholder
// rows; when the list lands, the rows must take their places rather than push the page about.

/**
 * How far below the heading's bottom the first list matching `listSelector` starts, and its first
 * row's height. Found and measured in one script run: a locator's element is found in one call and
 * read in the next, and React may replace the list in between (the first screen's placeholder with
 * the slate's own, a section as the list lands), and a node no longer in the page reads a zero box.
 * That once read 251 px (the 164 px from the top of the page to the heading's bottom, plus the list's
 * 87 px below it) while the page stood still.
 */
const firstList = (page: Page, listSelector: string) =>
  page.evaluate((selector) => {
    const list = document.querySelector(selector);
    const heading = document.querySelector('h1');
    if (!list || !heading) return null;
    return {
      belowHeading: list.getBoundingClientRect().top - heading.getBoundingClientRect().bottom,
      rowHeight: list.querySelector('li')?.getBoundingClientRect().height ?? 0,
    };
  }, listSelector);

test('on a phone the first live rows land where the placeholder drew them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Hold the live list (the config script's early read and any later one) until the placeholder
  // has been measured.
  const held: Route[] = [];
  let release = false;
  await page.route(/\/api\/matches\?status=live/, (route) => {
    if (release) return route.continue();
    held.push(route);
  });
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1, name: 'Live matches' });
  const placeholder = page.getByTestId('slate-placeholder');
  await expect(placeholder).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  // Measured from the heading: the status strip above it is the shell's, not the slate's.
  await expect(heading).toBeVisible();
  const drawn = await firstList(page, '[data-testid="slate-placeholder"] ul');
  expect(drawn).not.toBeNull();
  const placeholderListTop = drawn?.belowHeading ?? Number.NaN;
  const placeholderRowHeight = drawn?.rowHeight ?? 0;

  release = true;
  for (const route of held.splice(0)) await route.continue();
  const firstRow = page.getByTestId('live-match').first();
  await expect(firstRow).toBeVisible();
  await expect(placeholder).toHaveCount(0);

  // The first tournament's list starts where the placeholder's did: the count line and the
  // section heading above it were drawn to their real heights.
  const landed = await firstList(page, 'ul:has(> [data-testid="live-match"])');
  expect(Math.abs((landed?.belowHeading ?? Number.NaN) - placeholderListTop)).toBeLessThanOrEqual(1);
  // A placeholder row is as tall as a row whose players' names each take one line (a long name
  // wraps to more; which rows have one depends on the replayed world, so they are picked here).
  const rows = await page.getByTestId('live-match').evaluateAll((matches) =>
    matches.map((m) => ({
      height: (m.closest('li') ?? m).getBoundingClientRect().height,
      oneLine: [...m.querySelectorAll('[data-testid="player-name"]')].every(
        (n) => n.getBoundingClientRect().height < 24,
      ),
    })),
  );
  for (const row of rows) expect(row.height).toBeGreaterThanOrEqual(placeholderRowHeight - 4);
  for (const row of rows.filter((r) => r.oneLine))
    expect(row.height).toBeLessThanOrEqual(placeholderRowHeight + 4);
});

// Persona: the same fan, whose first rows must come in at their own heights: a row drawn a frame
// late at a stand-in height grows as it is drawn and pushes every section below it down the screen.
// The page has settled once the live rows and both side sections below them (upcoming, just
// finished: a lazy module and two reads of their own) have landed; every shift up to then counts.
// Read any earlier and the side sections' reads raced the reading: beside a CPU hog they landed
// within it, elsewhere after it, so a section they moved was seen only on a busy machine.
test('on a phone no section of the slate moves once the rows have landed', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Every layout shift that moves an element inside the page's main part up or down, from the first
  // paint, and the animation frames painted since the page settled. A live point changing a score's
  // digits ("15" → "30") moves the text beside it sideways only, with the same top: play, not layout.
  await page.addInitScript(() => {
    const w = window as unknown as { __mainShifts: string[]; __framesSinceSettled: number };
    w.__mainShifts = [];
    w.__framesSinceSettled = -1;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[])
        for (const source of entry.sources ?? []) {
          const el = source.node instanceof Element ? source.node : source.node?.parentElement;
          if (!el?.closest('main')) continue;
          if (Math.round(source.previousRect.y) === Math.round(source.currentRect.y)) continue;
          const what = (el.textContent ?? '').replace(/\s+/g, ' ').slice(0, 40);
          w.__mainShifts.push(
            `${el.tagName.toLowerCase()} "${what}" y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}`,
          );
        }
    }).observe({ type: 'layout-shift', buffered: true });
    // Settled: a drawn row, and each side section showing its rows or its notice, not "Loading…".
    const landed = (status: string) => {
      const section = document.querySelector(`[data-testid="${status}-section"]`);
      return section !== null && !section.textContent?.includes('Loading…');
    };
    const count = () => {
      if (w.__framesSinceSettled >= 0) w.__framesSinceSettled += 1;
      else if (
        document.querySelector('[data-testid="live-match"] [data-testid="score-sets"]') &&
        landed('upcoming') &&
        landed('completed')
      )
        w.__framesSinceSettled = 0;
      requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
  });
  await page.goto('/');
  await expect(page.getByTestId('live-match').first().getByTestId('score-sets').first()).toBeVisible();
  for (const status of ['upcoming', 'completed'])
    await expect(page.getByTestId(`${status}-section`)).not.toContainText('Loading…');
  // Shifts are reported after the frame that made them: a few frames on, each has been.
  await page.waitForFunction(
    () => (window as unknown as { __framesSinceSettled: number }).__framesSinceSettled >= 10,
  );
  const shifts = await page.evaluate(() => (window as unknown as { __mainShifts: string[] }).__mainShifts);
  expect(shifts).toEqual([]);
});

/**
 * The box of the page's level-1 heading reading `names`, found and measured in one script run (as
 * `firstList` above). While the match is read the same heading is drawn by several elements in
 * turn: the served HTML's, then the match route's Suspense fallback and the page's own loading
 * state (match-route.tsx, match-page.tsx), each a new node in the same box. A heading found in one
 * call may be gone by the next, and a node no longer in the page has no box (it read as y 0).
 * Null until such a heading is drawn.
 */
const namesHeadingBox = (page: Page, names: string) =>
  page.evaluate((text) => {
    const heading = [...document.querySelectorAll('h1')].find(
      (h) => h.textContent?.replace(/\s+/g, ' ').trim() === text,
    );
    if (!heading) return null;
    const { y, width, height } = heading.getBoundingClientRect();
    return { y, width, height };
  }, names);

/** `s` as the gateway writes a name into HTML. */
const html = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

// Persona: a fan who has had the slate open follows a shared link to a match on a phone. The page's
// first screen is the match's names over its scoreboard's frame, from the HTML alone; when the match
// is read the page fills in around the names without moving them.
test('a match page is served with its names, which stay put when the match lands', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  // The live match the slate lists with the longest names (the replayed world decides which): its
  // heading wraps, so the bell beside it must hold its width for the lines to break where they did.
  await expect(page.getByTestId('live-match').first()).toBeVisible();
  const hrefs = await page
    .getByTestId('live-match')
    .locator('a[href^="/matches/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const listed = new Set(hrefs.map((href) => /^\/matches\/(\d+)/.exec(href)?.[1]).filter(Boolean));
  const live = (await (await page.request.get('/api/matches?status=live&limit=100')).json()) as {
    data: { id: number; players: { p1: { name: string }; p2: { name: string } } }[];
  };
  const [match] = live.data
    .filter((m) => listed.has(String(m.id)))
    .map((m) => ({ id: String(m.id), names: `${m.players.p1.name} v ${m.players.p2.name}` }))
    .sort((a, b) => b.names.length - a.names.length);
  expect(match).toBeDefined();
  const { id, names } = match ?? { id: '', names: '' };

  // The page as the gateway serves it, before any script: the names' heading is in it.
  const served = await (await page.request.get(`/matches/${id}`)).text();
  expect(served).toMatch(new RegExp(`<h1 [^>]*>${html(names).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));

  // A cold page of that match, its read held until the first screen has been measured.
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  const held: Route[] = [];
  let release = false;
  await phone.route(new RegExp(`/api/matches/${id}$`), (route) => {
    if (release) return route.continue();
    held.push(route);
  });
  await phone.goto(`/matches/${id}`);
  const heading = phone.getByRole('heading', { level: 1, name: names });
  await expect(phone.getByTestId('match-placeholder')).toBeVisible();
  await expect(heading).toBeVisible();
  // The page's read of the match is held: the gateway's config script asks for it from the served
  // page's head, before the app's code has run, and the app takes that answer.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  // The first screen as it stands while the match is read: whichever of those headings is drawn.
  await expect.poll(() => namesHeadingBox(phone, names)).not.toBeNull();
  const before = await namesHeadingBox(phone, names);
  // The placeholder reaches past the fold as the page does: the data credit is not on screen to drop.
  // Polled: the served page's footer gives way to the app's, and a node gone between finding and
  // measuring has no box.
  await expect
    .poll(async () => (await phone.getByRole('contentinfo').boundingBox())?.y ?? 0)
    .toBeGreaterThan(844);

  release = true;
  for (const route of held.splice(0)) await route.continue();
  await expect(phone.getByRole('region', { name: 'Scoreboard' })).toBeVisible();
  await expect(phone.getByTestId('match-placeholder')).toHaveCount(0);
  const after = await namesHeadingBox(phone, names);
  expect(after).not.toBeNull();
  expect(before).not.toBeNull();
  expect(Math.abs((after?.y ?? Number.NaN) - (before?.y ?? Number.NaN))).toBeLessThanOrEqual(1);
  expect(Math.abs((after?.height ?? Number.NaN) - (before?.height ?? Number.NaN))).toBeLessThanOrEqual(1);
  // Its lines are as wide as they were: the wrapped names break where they did.
  expect(Math.abs((after?.width ?? Number.NaN) - (before?.width ?? Number.NaN))).toBeLessThanOrEqual(1);
  await phone.close();
});
