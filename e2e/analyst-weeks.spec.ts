import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, snapshot } from './journey-helpers';
import { type OwnGateway, ownGateway } from './own-gateway';
import { rawLists, weeksAtOne } from './raw-rankings';

// Persona: an analyst on ULTRA checks weeks at No. 1 against the record books: the figure comes from
// every weekly list the data holds (read once, kept in the browser), with its counting rule and the
// lists the data lacks named on the page.

// Limits for a stuck journey, not for speed: at load 30-50 the service built 15-60 monthly packages a
// minute, and a career spans up to 200 months.
// The two tests stand alone (each worker that runs one opens its own gateway in beforeAll), so
// they spread over both workers at the end of the run.
test.describe.configure({ mode: 'parallel', timeout: 900_000 });

// A career reads one monthly package per month (a few hundred requests in a minute or two), so it
// plays on an ULTRA key of its own: on the shared key the trade grid's price reads of other journeys
// spent the same minute's allowance and held these reads back for minutes.
let gateway: OwnGateway;
test.beforeAll(async () => {
  gateway = await ownGateway('ultra', 'analyst-weeks');
});
test.afterAll(async () => gateway?.close());

const SAMPRAS = 101948;

test("Sampras's weeks at No. 1 are every week the data's lists have him first, read once and kept", async ({
  page,
}, testInfo) => {
  const lists = rawLists('atp', SAMPRAS);
  const expected = weeksAtOne(lists);
  const listsFirst = lists.filter((l) => l.first).length;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${gateway.url}/rankings`);
  await page.getByLabel(/^Find a player’s career/).fill('Sampras');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await page.getByRole('button', { name: /^Pete Sampras/ }).click();
  await expect(page).toHaveURL(/[?&]career=101948/);
  // The cost is announced before anything is spent.
  const cost = page.getByTestId('career-cost');
  await expect(cost).toContainText(/\d+ requests, about/, { timeout: 60_000 });
  const months = Number((await cost.getByRole('button').textContent())?.replace(/\D/g, ''));
  expect(months).toBeGreaterThan(150);
  await cost.getByRole('button').click();
  const weeks = page.getByTestId('weeks-at-top');
  await expect(weeks).toHaveText(String(expected), { timeout: 660_000 });
  expect(expected).toBeGreaterThanOrEqual(listsFirst);
  await expect(page.getByTestId('career-basis')).toContainText(
    'calendar week whose newest list has the player first',
  );
  await expect(page.getByTestId('career-span')).toContainText('2003');
  await snapshot(page, testInfo, 'sampras-weeks');

  // Kept in the browser: the same career after a reload sends no request.
  await page.reload();
  await expect(page.getByTestId('weeks-at-top')).toHaveText(String(expected), { timeout: 60_000 });
  await expect(page.getByTestId('career-basis')).toContainText('this view sent 0 requests');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
});

test('Evert\'s WTA career names the lists the data lacks and says "at least"', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${gateway.url}/rankings?system=wta&career=200259&career_name=Chris+Evert`);
  const cost = page.getByTestId('career-cost');
  await expect(cost).toBeVisible({ timeout: 60_000 });
  await cost.getByRole('button').click();
  await expect(page.getByTestId('weeks-at-top')).toHaveText(/^at least \d+$/, { timeout: 660_000 });
  await expect(page.getByTestId('career-basis')).toContainText('WTA singles lists held from 2 Jan 1984');
  await expectNoHorizontalScroll(page);
});
