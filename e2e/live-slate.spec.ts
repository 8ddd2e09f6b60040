import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './journey';
import { expectNoHorizontalScroll, inScheme } from './journey-helpers';

// Persona: a fan opens Courtside to see what is being played right now.

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// One page load for the slate's four checks: its rows, axe in each scheme (the app follows the
// system's scheme live, so the dark scan repaints the page in place), then a 360 px window. As four
// journeys they used 26.7 CPU-seconds, as one 15.9 (the build and runner apart; back to back, busy).
test('the live slate shows live matches with players and a score, passes axe in both schemes and fits 360 px', async ({
  page,
}) => {
  // The four checks keep the limit each had as a journey of its own (one took 43 s at load 48).
  test.setTimeout(4 * 180_000);
  await page.emulateMedia({ colorScheme: 'light' });
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

  // Contrast differs per theme, so both get checked.
  for (const colorScheme of ['light', 'dark'] as const) {
    await inScheme(page, colorScheme);
    await expect(page.getByTestId('live-match').first()).toBeVisible();
    expect(await seriousViolations(page), colorScheme).toEqual([]);
  }

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByTestId('live-match').first()).toBeVisible();
  await expectNoHorizontalScroll(page);
});
