import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './journey';
import { inScheme } from './journey-helpers';

// Persona: a fan on a phone and a trader on a desktop move through every live view; each must
// show something a person can read (never a blank pane) and pass axe in both themes.

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// Three groups of five views, each group one page load: the first view is loaded, the others are
// reached in the app (the router follows the address as a link or the back button moves it), as a
// user moves between them. Fifteen loads (each a context, a gateway, the app's JavaScript parsed and
// its first reads) made this the journeys' costliest file: three cut the file's CPU from 171 to 134
// CPU-seconds, back to back on a busy machine. The groups stand alone (their own key and gateway)
// and spread over the workers.
test.describe.configure({ mode: 'parallel' });

const GROUPS: Array<Array<[string, RegExp]>> = [
  [
    ['/trade', /trade|trader/i],
    ['/schedule', /schedule/i],
    ['/players', /players/i],
    ['/tournaments', /tournaments/i],
    ['/settings', /settings/i],
  ],
  [
    ['/history', /history/i],
    ['/history/coverage', /coverage/i],
    ['/archive', /archive/i],
    ['/archive/players', /archive players/i],
    ['/h2h', /head-to-head/i],
  ],
  [
    ['/rankings', /rankings/i],
    ['/rally', /rallies/i],
    ['/charting', /charting/i],
    ['/scorecard', /scorecard/i],
    ['/packages', /packages/i],
  ],
];

/** Moves the app to `path` without loading the page again: the router follows a history entry. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

// Each view: its heading, then axe in both schemes. The app follows the system's scheme live
// (use-theme-sync.ts), so the dark check switches the scheme in place and runs axe again rather
// than loading the page a second time. A failure names the view and the scheme.
for (const views of GROUPS) {
  const paths = views.map(([path]) => path).join(', ');
  test(`${paths} each render a heading and pass axe in light and dark`, async ({ page }) => {
    // Each view keeps the limit it had as a journey of its own: on a busy machine one view's two
    // scans took up to 70 s, and five of them ran past a single journey's 180 s.
    test.setTimeout(views.length * 180_000);
    for (const [i, [path, heading]] of views.entries()) {
      await page.emulateMedia({ colorScheme: 'light' });
      if (i === 0) await page.goto(path);
      else await navigateInApp(page, path);
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      for (const colorScheme of ['light', 'dark'] as const) {
        await inScheme(page, colorScheme);
        expect(await seriousViolations(page), `${path} (${colorScheme})`).toEqual([]);
      }
    }
  });
}

test('a live match opens in the match centre with its scoreboard and tabs', async ({ page }) => {
  await page.goto('/');
  const row = page.getByTestId('live-match').first();
  await expect(row).toBeVisible();
  const href = await row.getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/^\/matches\/\d+/);
  await page.goto(href ?? '/');
  await expect(page.getByRole('tablist')).toBeVisible();
  await page.getByRole('tab', { name: /points/i }).click();
  await expect(page).toHaveURL(/tab=points/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the navigation fits a 360 px phone behind a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const menu = page.getByRole('button', { name: /menu/i });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'Players' }).click();
  await expect(page).toHaveURL(/\/players$/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
