import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './journey';

// Persona: a fan on a phone and a trader on a desktop move through every live view; each must
// show something a person can read (never a blank pane) and pass axe in both themes.

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// Each view's check stands alone (its own key and gateway): they spread over the workers rather than
// queueing thirty in one.
test.describe.configure({ mode: 'parallel' });

const PAGES: Array<[string, RegExp]> = [
  ['/trade', /trade|trader/i],
  ['/schedule', /schedule/i],
  ['/players', /players/i],
  ['/tournaments', /tournaments/i],
  ['/settings', /settings/i],
  ['/history', /history/i],
  ['/history/coverage', /coverage/i],
  ['/archive', /archive/i],
  ['/archive/players', /archive players/i],
  ['/h2h', /head-to-head/i],
  ['/rankings', /rankings/i],
  ['/rally', /rallies/i],
  ['/charting', /charting/i],
  ['/scorecard', /scorecard/i],
  ['/packages', /packages/i],
];

// One test per view and scheme: a failure names the view, and each stays well inside the timeout.
for (const colorScheme of ['light', 'dark'] as const) {
  for (const [path, heading] of PAGES) {
    test(`${path} renders a heading and passes axe (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    });
  }
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
