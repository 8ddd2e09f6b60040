import type { Route } from '@playwright/test';
import { expect, type Locator, test } from './journey';

// Persona: a fan opens the slate on a phone. Before the live list arrives the page draws placeholder
// rows; when the list lands, the rows must take their places rather than push the page about.

/** How far below the heading's bottom `el` starts, read in one go (the shell above may still move). */
const belowHeading = (el: Locator) =>
  el.evaluate((e) => {
    const heading = document.querySelector('h1');
    return e.getBoundingClientRect().top - (heading?.getBoundingClientRect().bottom ?? Number.NaN);
  });

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
  const placeholderList = placeholder.locator('ul').first();
  const placeholderListTop = await belowHeading(placeholderList);
  const placeholderRowHeight = (await placeholderList.locator('li').first().boundingBox())?.height ?? 0;

  release = true;
  for (const route of held.splice(0)) await route.continue();
  const firstRow = page.getByTestId('live-match').first();
  await expect(firstRow).toBeVisible();
  await expect(placeholder).toHaveCount(0);

  // The first tournament's list starts where the placeholder's did: the count line and the
  // section heading above it were drawn to their real heights.
  const list = firstRow.locator('xpath=ancestor::ul[1]');
  expect(Math.abs((await belowHeading(list)) - placeholderListTop)).toBeLessThanOrEqual(1);
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
