import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { gatewayFor } from './gateways';
import { expectNoHorizontalScroll, snapshot } from './journey-helpers';

// Persona: a trader who keeps the grid open like a Bet Angel ladder: prices in decimal odds, the
// order theirs (pinned matches on top, re-sorts that never pull away the card they are reading).

test.describe.configure({ timeout: 120_000 });

const ULTRA = gatewayFor('ultra');
const PRO = gatewayFor('pro');

/** The grid's cards as match ids, in the order shown. */
const order = (page: Page) =>
  page
    .getByTestId('trade-card')
    .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.matchId ?? ''));

async function openGrid(page: Page, url: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Trader grid' })).toBeVisible();
  await expect(page.getByTestId('trade-card').nth(5)).toBeVisible({ timeout: 30_000 });
}

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  // A clean slate of choices: probability format, no pins.
  await page.goto(`${ULTRA}/settings`);
  await page.evaluate(() => localStorage.clear());
});

test('choosing Decimal in Settings → Prices turns the grid’s prices into decimal odds', async ({
  page,
}, testInfo) => {
  await openGrid(page, `${ULTRA}/trade`);
  const model = page.getByTestId('probability').filter({ hasText: /\d/ }).first();
  await expect(model).toHaveText(/^\d+\.\d%$/);

  await page.goto(`${ULTRA}/settings`);
  await page
    .getByRole('group', { name: 'Prices' })
    .getByRole('radio', { name: /Decimal/ })
    .check();
  await page.getByRole('link', { name: 'Trade', exact: true }).click();
  await expect(page.getByTestId('trade-card').first()).toBeVisible({ timeout: 30_000 });
  // Decimal odds as exchanges quote them: 1.61, 12.5, 25; never a percentage.
  const models = page.getByTestId('probability').filter({ hasText: /\d/ });
  await expect(models.first()).toHaveText(/^\d+(\.\d{1,2})?$/);
  const market = page.locator('[data-testid="back"], [data-testid="mid"]').filter({ hasText: /\d/ }).first();
  await expect(market).toHaveText(/^\d+(\.\d{1,2})?$/, { timeout: 30_000 });
  // Edge stays in percentage points, signed, explained on hover.
  const edge = page.getByTestId('edge').filter({ hasText: /pp/ }).first();
  await expect(edge).toHaveText(/^(\+|−)?\d+\.\d pp$/);
  await expect(page.getByText('-0.0')).toHaveCount(0);
  await expect(edge.locator('xpath=..')).toHaveAttribute(
    'title',
    /model’s win probability minus the market’s mid/,
  );
  await axeClean(page);
  await expectNoHorizontalScroll(page);
  await snapshot(page, testInfo, 'trade-decimal-1440');
});

test('a focused card keeps its place while the grid re-sorts around it', async ({ page }) => {
  // Point importance changes with every point, so a busy slate re-orders at most re-sorts.
  await openGrid(page, `${ULTRA}/trade?sort=importance`);
  const focusedId = (await order(page))[2];
  await page.getByTestId('trade-card').nth(2).getByRole('link').focus();

  // Held: through 20 s of re-sorts (one every 5 s) the others move, the focused card does not.
  let previous = await order(page);
  let reorders = 0;
  for (const until = Date.now() + 20_000; Date.now() < until; ) {
    await page.waitForTimeout(500);
    const now = await order(page);
    expect(now.indexOf(focusedId), 'the focused card never moves').toBe(2);
    if (now.join() !== previous.join()) reorders++;
    previous = now;
  }
  expect(reorders, 'the other cards re-sorted meanwhile').toBeGreaterThan(0);
  await expect(page.getByTestId('trade-card').nth(2).getByRole('link')).toBeFocused();

  // Let go (focus and pointer leave the grid): the next re-sorts put it where the sort says, which
  // shows the data would have moved it.
  await page.getByRole('heading', { level: 1, name: 'Trader grid' }).click();
  await expect
    .poll(async () => (await order(page)).indexOf(focusedId), {
      message: 'released, the card follows the sort',
      timeout: 60_000,
      intervals: [500],
    })
    .not.toBe(2);
});

test('pinning a match moves it to the top and keeps it there after a reload', async ({ page }) => {
  await openGrid(page, `${PRO}/trade`);
  // PRO has no model: the default order is by the last point, not an edge nobody can see.
  await expect(page.getByRole('radio', { name: 'Last point' })).toBeChecked();
  const card = page.getByTestId('trade-card').nth(4);
  const id = await card.getAttribute('data-match-id');
  await card.getByRole('button', { name: /^Pin .* to the top$/ }).click();
  const first = page.getByTestId('trade-card').first();
  await expect(first).toHaveAttribute('data-match-id', id ?? '');
  await expect(first.getByRole('button', { name: /^Pin / })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.getByTestId('trade-card').first()).toHaveAttribute('data-match-id', id ?? '', {
    timeout: 30_000,
  });
});

test('an expanded card shows the what-if matrix: the server’s chance is higher if they win the next point', async ({
  page,
}, testInfo) => {
  await openGrid(page, `${ULTRA}/trade`);
  // By keyboard: the card's What-if button, then Enter.
  const card = page.getByTestId('trade-card').first();
  const id = (await card.getAttribute('data-match-id')) ?? '';
  const toggle = card.getByRole('button', { name: /^What if:/ });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page).toHaveURL(new RegExp(`[?&]card=${id}`));
  const expanded = page.locator(`[data-testid="trade-card"][data-match-id="${id}"]`);
  const matrix = expanded.getByTestId('what-if');
  await expect(matrix.getByRole('heading', { level: 3 })).toHaveText(/^What if: .+ serving$/);
  // The method is stated: the service's own serve chances or the pair inferred from its probability.
  await expect(matrix).toContainText(/as the model uses them|does not say which serve chances/);
  const value = async (key: string) => Number(await matrix.getByTestId(key).getAttribute('data-value'));
  expect(await value('what-if-point-win')).toBeGreaterThan(await value('what-if-point-lose'));
  expect(await value('what-if-point-win')).toBeGreaterThanOrEqual(await value('what-if-now'));
  expect(await value('what-if-point-lose')).toBeLessThanOrEqual(await value('what-if-now'));
  await axeClean(page);
  await expectNoHorizontalScroll(page);
  await snapshot(page, testInfo, 'trade-expanded-1440');

  // By pointer: the same button folds it; the URL forgets it.
  await expanded.getByRole('button', { name: /^What if:/ }).click();
  await expect(expanded.getByTestId('what-if')).toHaveCount(0);
  await expect(page).not.toHaveURL(/[?&]card=/);
});

test('a card’s chart has points right after the grid opens, before the next point is played', async ({
  page,
}) => {
  const tapes: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/history\/matches\/\d+(\?|$)/.test(r.url())) tapes.push(r.url());
  });
  await openGrid(page, `${ULTRA}/trade`);
  // The charts of the cards in sight are filled from each match's tape within a few seconds: "over the
  // last N points" needs two readings or more, which the feed alone gives only after two points.
  const chart = page.getByTestId('trade-card').first().getByTestId('mini-chart');
  await expect(chart).toHaveAttribute(
    'aria-label',
    /model \d+(\.\d)?% \(.+ over the last ([3-9]|\d\d+) points\)/,
    {
      timeout: 15_000,
    },
  );
  expect(tapes.length, 'one tape read per card in sight').toBeGreaterThan(0);
  expect(new Set(tapes).size, 'each match read once').toBe(tapes.length);
});
