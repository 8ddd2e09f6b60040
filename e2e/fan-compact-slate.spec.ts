import { expect, type Page, test } from './journey';
import { expectNoHorizontalScroll, snapshot } from './journey-helpers';

// Persona: a fan glances at the live slate. On a phone (FREE key) a screen holds at least eight live
// matches; on a desktop (ULTRA key) at least twenty, or every live match when fewer are in play. The
// filters fold behind one button on the phone, and an applied filter shows as a chip that removes it.

/** Live rows whose box lies wholly inside the viewport, and how many live rows there are. */
async function rowsInView(page: Page): Promise<{ full: number; total: number }> {
  return page.evaluate(() => {
    const rows = [...document.querySelectorAll('[data-testid="live-match"]')];
    const full = rows.filter((row) => {
      const b = row.getBoundingClientRect();
      return b.height > 0 && b.top >= 0 && b.left >= 0 && b.bottom <= innerHeight && b.right <= innerWidth;
    });
    return { full: full.length, total: rows.length };
  });
}

async function openSlate(page: Page, base: string) {
  await page.goto(`${base}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Live matches' })).toBeVisible();
  await expect(page.getByTestId('live-match').first()).toBeVisible();
  // The first poll has settled (the budget strip counts it) before measuring.
  await expect(page.getByRole('region', { name: 'Connection status' })).toContainText(/Requests left/);
}

test('a phone screen (390×844, FREE) shows at least 8 whole live rows; Filters opens and chips remove', async ({
  page,
  gatewayOf,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openSlate(page, (await gatewayOf('free')).url);

  const { full, total } = await rowsInView(page);
  testInfo.annotations.push({ type: 'rows in view 390×844', description: `${full} of ${total}` });
  expect(full).toBeGreaterThanOrEqual(Math.min(8, total));
  await expectNoHorizontalScroll(page);
  await snapshot(page, testInfo, 'fan-compact-slate-390');

  // The selects are folded away until the fan asks for them.
  const tour = page.getByLabel('Tour', { exact: true });
  await expect(tour).toBeHidden();
  const toggle = page.getByRole('button', { name: /^Filters/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(tour).toBeVisible();

  const value = await tour.locator('option').nth(1).getAttribute('value');
  expect(value).toBeTruthy();
  await tour.selectOption(value as string);
  await expect(page).toHaveURL(new RegExp(`tour=${value}`));
  const chip = page.getByRole('button', { name: /^Remove filter Tour: / });
  await expect(chip).toBeVisible();
  await expectNoHorizontalScroll(page);

  await chip.click();
  await expect(page).not.toHaveURL(/tour=/);
  await expect(chip).toHaveCount(0);
  await expect(tour).toHaveValue('');
});

test('a desktop screen (1440×900, ULTRA) shows at least 20 whole live rows, or every one when fewer are in play', async ({
  page,
  gateway,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSlate(page, gateway.url);

  const { full, total } = await rowsInView(page);
  testInfo.annotations.push({ type: 'rows in view 1440×900', description: `${full} of ${total}` });
  // The default load may have fewer than 20 matches in play at a given moment: then all must show.
  expect(full).toBeGreaterThanOrEqual(Math.min(20, total));
  // The filters stay inline on a desktop: no disclosure to open.
  await expect(page.getByLabel('Tour', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
  await snapshot(page, testInfo, 'fan-compact-slate-1440');
});
