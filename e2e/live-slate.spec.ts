import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './journey';

// Persona: a fan opens Courtside to see what is being played right now.

test('the live slate shows live matches with players and a score', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Live matches' })).toBeVisible();

  const row = page.getByTestId('live-match').first();
  await expect(row).toBeVisible();
  const names = row.getByTestId('player-name');
  await expect(names).toHaveCount(2);
  for (const name of await names.allTextContents()) expect(name.trim()).not.toBe('');
  await expect(row.getByTestId('score-sets')).toHaveCount(2);
  await expect(row.getByTestId('score-sets').first()).toHaveText(/^(\d+|–)$/);

  await expect(page.getByRole('contentinfo')).toContainText('Jeff Sackmann / Tennis Abstract');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the live slate has no serious or critical accessibility violations (${colorScheme})`, async ({
    page,
  }) => {
    // Contrast differs per theme, so both get checked.
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await expect(page.getByTestId('live-match').first()).toBeVisible();

    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(blocking).toEqual([]);
  });
}

test('the live slate fits a 360 px screen without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByTestId('live-match').first()).toBeVisible();

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
