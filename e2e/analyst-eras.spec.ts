import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { expectNoHorizontalScroll, snapshot } from './journey-helpers';
import { type OwnGateway, ownGateway } from './own-gateway';

// Persona: an analyst on ULTRA reading a whole career's ATP ranking across the eras, then scoring the
// service's model and the market over a small period.

// Limits for a stuck journey, not for speed (see the career's wait below).
// The two tests stand alone (each worker that runs one opens its own gateway in beforeAll), so
// they spread over both workers at the end of the run.
test.describe.configure({ mode: 'parallel', timeout: 1_080_000 });

// A career reads one monthly package per month (a few hundred requests in a minute or two), so it
// plays on an ULTRA key of its own: on the shared key the trade grid's price reads of other journeys
// spent the same minute's allowance and held these reads back for minutes.
let gateway: OwnGateway;
test.beforeAll(async () => {
  gateway = await ownGateway('ultra', 'analyst-eras');
});
test.afterAll(async () => gateway?.close());

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('an analyst reads a ranking career spanning three decades, No. 1 line and weeks at the top', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${gateway.url}/rankings`);
  // Djokovic is on the first page of the newest ATP table (2024-12-30), ranked since 2003.
  await page.getByRole('button', { name: 'Career of Novak Djokovic' }).click();
  await expect(page).toHaveURL(/[?&]career=\d+/);
  // The cost is announced first; the months already held in this browser cost nothing.
  const cost = page.getByTestId('career-cost');
  await expect(cost).toContainText(/requests, about/, { timeout: 60_000 });
  await cost.getByRole('button').click();
  const chart = page.getByTestId('ranking-chart');
  // Each month's package is built by the service on its first download: about a minute and a half
  // for the whole career on a quiet machine; at load 30-50 (other work on both cores) the service
  // built 15-60 months a minute, so the limit, there for a stuck read, allows 264 months at 20.
  await expect(chart).toBeVisible({ timeout: 840_000 });
  const first = Number((await chart.getAttribute('data-first'))?.slice(0, 4));
  const last = Number((await chart.getAttribute('data-last'))?.slice(0, 4));
  // The 2000s, the 2010s and the 2020s: every decade file of the pack is read.
  expect(first).toBeLessThanOrEqual(2004);
  expect(last).toBe(2024);
  expect(new Set(Array.from({ length: last - first + 1 }, (_, i) => Math.floor((first + i) / 10))).size).toBe(
    3,
  );
  await expect(page.getByTestId('career-summary')).toContainText('Career highNo. 1');
  // The ATP counts 428 weeks; the pack lacks the lists of Sept-Dec 2017 and 2018, so the page
  // says "at least" and names them.
  const weeks = (await page.getByTestId('weeks-at-top').textContent()) ?? '';
  expect(weeks).toMatch(/^at least \d+$/);
  expect(Number(weeks.replace(/\D/g, ''))).toBeGreaterThan(350);
  expect(Number(weeks.replace(/\D/g, ''))).toBeLessThanOrEqual(428);
  await expect(page.getByTestId('career-missing')).toContainText('no lists Sep–Dec 2017');
  // The log axis carries the No. 1 tick, and the chart stands above the table.
  await expect(chart.locator('svg text').filter({ hasText: /^1$/ }).first()).toBeVisible();
  await expect(chart.locator('svg text').filter({ hasText: /^500$/ }).first()).toBeVisible();
  const chartBox = await chart.boundingBox();
  const tableBox = await page.getByTestId('ranking-row').first().boundingBox();
  expect(chartBox && tableBox && chartBox.y < tableBox.y).toBe(true);
  await axeClean(page);
  await snapshot(page, testInfo, 'ranking-career');

  // On a phone the chart redraws to the new width (ResizeObserver), then nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await expectNoHorizontalScroll(page);
});

test('an analyst scores the model and the market over one day, seeing the request count first', async ({
  page,
}, testInfo) => {
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${gateway.url}/scorecard?from=${day}&to=${day}&tour=wta&tier=grand_slam`);
  await page.getByRole('button', { name: `Count matches from ${day} to ${day}` }).click();
  const count = page.getByTestId('scorecard-request-count');
  await expect(count).toBeVisible({ timeout: 60_000 });
  const planned = Number((await count.textContent())?.replace(/\D/g, ''));
  expect(planned).toBeGreaterThan(0);
  // Nothing is scored before the user agrees to spend the requests.
  await expect(page.getByTestId('model-card')).toHaveCount(0);
  await expect(page.getByTestId('scorecard-budget')).toContainText('That fits');
  await page
    .getByRole('button', { name: `Spend ${planned.toLocaleString('en')} requests and score` })
    .click();
  await expect(page.getByTestId('scorecard-progress')).toContainText(/^Scored (\d+) of \1 matches/, {
    timeout: 180_000,
  });
  const spent = Number(
    (await page.getByTestId('scorecard-progress').textContent())?.match(/(\d+) requests spent/)?.[1],
  );
  expect(spent).toBeLessThanOrEqual(planned);
  await expect(page.getByTestId('model-sample')).toContainText(/forecasts from \d+ matches/);
  await expect(page.getByTestId('model-bin')).toHaveCount(10);
  await expect(page.getByTestId('model-live-scores')).toContainText(/0\.\d{4}/);
  await expect(page.getByTestId('market-card')).toBeVisible();
  await axeClean(page);
  await snapshot(page, testInfo, 'scorecard');
});
