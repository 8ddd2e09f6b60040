import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { expectNoHorizontalScroll, snapshot } from './journey-helpers';
import { type OwnGateway, ownGateway } from './own-gateway';

// Persona: a trader on ULTRA tests an idea on yesterday's recorded matches in the in-play lab: back
// the receiver at a break point, close at the end of the game. A run spends a hundred-odd history
// reads in a minute, so it plays on an ULTRA key of its own (own-gateway.ts).

test.describe.configure({ timeout: 300_000 });

let gateway: OwnGateway;
test.beforeAll(async () => {
  gateway = await ownGateway('ultra', 'trade-lab');
});
test.afterAll(async () => gateway?.close());

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const count = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).first().textContent())?.replace(/[^\d]/g, ''));

test('a lab run over one day of recorded matches produces trades, each opening its tape at the entry', async ({
  page,
}, testInfo) => {
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await page.setViewportSize({ width: 1440, height: 900 });
  // The lab is reached from the trader grid.
  await page.goto(`${gateway.url}/trade`);
  await page.getByRole('link', { name: /In-play lab/ }).click();
  await expect(page.getByRole('heading', { name: 'In-play lab' })).toBeVisible();

  // The rule, written with the form's fields, goes into the URL. The form first takes the key's
  // tier (the edge field and its default of 8 pp come with ULTRA); an edit made before that landed
  // was overwritten on a busy machine.
  await expect(page.getByLabel('Edge at least (pp)')).toHaveValue('8');
  await page.getByLabel('Back', { exact: true }).selectOption({ label: 'The receiver' });
  await page.getByLabel('Edge at least (pp)').fill('');
  await page
    .getByLabel('When', { exact: true })
    .selectOption({ label: 'At a break point against the server' });
  await page.getByLabel('Close', { exact: true }).selectOption({ label: 'At the end of the game' });
  await expect(page).toHaveURL(/[?&]back=receiver/);
  await expect(page.getByTestId('lab-rule')).toHaveText(
    /^Back the receiver at a break point against the server/,
  );

  // One day of the women's Grand Slam matches, counted first: nothing is replayed before the trader agrees.
  await page.getByLabel('From', { exact: true }).fill(day);
  await page.getByLabel('To', { exact: true }).fill(day);
  await page.getByLabel('Tour', { exact: true }).selectOption({ label: 'WTA' });
  await page.getByLabel('Level', { exact: true }).selectOption({ label: 'Grand Slam' });
  await page.getByRole('button', { name: 'Count matches' }).click();
  await expect(page.getByTestId('lab-request-count')).toBeVisible({ timeout: 60_000 });
  const planned = await count(page, 'lab-request-count');
  expect(planned).toBeGreaterThan(0);
  await expect(page.getByTestId('lab-results')).toHaveCount(0);
  await expect(page.getByTestId('lab-budget')).toContainText('That fits');
  await page
    .getByRole('button', { name: `Spend ${planned.toLocaleString('en')} requests and replay` })
    .click();
  await expect(page.getByTestId('lab-progress')).toContainText(/^Replayed (\d+) of \1 matches/, {
    timeout: 180_000,
  });
  const spent = Number(
    (await page.getByTestId('lab-progress').textContent())?.match(/(\d+) requests spent/)?.[1],
  );
  expect(spent).toBeLessThanOrEqual(planned);

  // Trades, the curve, the hit rate and the matches at both ends; prices labelled simulated.
  const trades = await count(page, 'lab-trade-count');
  expect(trades).toBeGreaterThan(0);
  await expect(page.getByTestId('lab-trade').first()).toBeVisible();
  await expect(page.getByTestId('lab-hit-rate')).toContainText(/\d+%/);
  await expect(page.getByTestId('lab-pnl-chart').locator('svg path.recharts-curve')).toHaveCount(1);
  await expect(page.getByText('Simulated prices')).toBeVisible();
  await axeClean(page);
  await snapshot(page, testInfo, 'trade-lab-results');

  // The trades as CSV: one line per trade under a header.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the trades as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`courtside-lab-${day}-to-${day}.csv`);
  const csv = readFileSync((await download.path()) as string, 'utf8')
    .trim()
    .split('\r\n');
  expect(csv[0]).toMatch(/^trade,match_id,/);
  expect(csv).toHaveLength(trades + 1);

  // A reload keeps the rule and the period, and recomputes the same results from this browser's reads.
  let historyReads = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/history/')) historyReads++;
  });
  await page.reload();
  await expect(page.getByTestId('lab-restored')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('lab-trade-count')).toHaveText(trades.toLocaleString('en'));
  expect(historyReads).toBe(0);

  // A trade opens its match's tape at the row it entered on, showing the score it entered at.
  const first = page.getByTestId('lab-trade').first();
  const score = (await first.getByTestId('lab-entry-score').textContent())?.trim() ?? '';
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/history\/matches\/\d+\?at=\d+$/);
  const at = new URL(page.url()).searchParams.get('at');
  const scrubber = page.getByRole('slider');
  await expect(scrubber).toHaveValue(String(at), { timeout: 30_000 });
  const words = (await scrubber.getAttribute('aria-valuetext')) ?? '';
  const [, games, points] = words.match(/games (.+), points (.+)$/) ?? [];
  expect(`${games} (${points})`).toBe(score);
  await expect(page.getByTestId('tape-at-price')).not.toHaveText('');
});

test('the lab on a phone keeps its trades readable without sideways scroll', async ({ page }, testInfo) => {
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await page.setViewportSize({ width: 390, height: 844 });
  // The same period and a rule that closes at the end of the set: read from this key's first run
  // where the browser kept it, else counted and replayed again.
  await page.goto(
    `${gateway.url}/trade/lab?from=${day}&to=${day}&tour=wta&tier=grand_slam&back=favourite&edge=&at=any&exit=set&stake=10`,
  );
  await page.getByRole('button', { name: 'Count matches' }).click();
  const spend = page.getByRole('button', { name: /requests and replay|Replay from this browser’s reads/ });
  await spend.click({ timeout: 60_000 });
  await expect(page.getByTestId('lab-progress')).toContainText(/^Replayed (\d+) of \1 matches/, {
    timeout: 180_000,
  });
  await expect(page.getByTestId('lab-trade').first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await snapshot(page, testInfo, 'trade-lab-phone');
});
