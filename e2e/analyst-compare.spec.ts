import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, snapshot } from './journey-helpers';
import { type OwnGateway, ownGateway } from './own-gateway';
import { rawLists, weeksAtOne } from './raw-rankings';

// Persona: an analyst on ULTRA lays two careers side by side, by date and by age: the figures come
// from every weekly list (read once, kept in the browser, the cost announced first), the chosen
// players and the axis live in the URL, and a held comparison costs no request.

// Limits for a stuck journey, not for speed: at load 30-50 the service built 15-60 monthly packages a
// minute, and the two careers span about 190 months.
test.describe.configure({ timeout: 1_200_000 });

// A comparison reads a monthly package per month the careers span: an ULTRA key of its own, so the
// other journeys' reads do not share its minute's allowance.
let gateway: OwnGateway;
test.beforeAll(async () => {
  gateway = await ownGateway('ultra', 'analyst-compare');
});
test.afterAll(async () => gateway?.close());

const SAFIN = 103498;
const FERRERO = 103507;

/** A birth date from the raw players file, and the age in years (one decimal) on a date. */
function ageOn(id: number, date: string): string {
  const file = fileURLToPath(new URL('../data/players/atp_players.csv.gz', import.meta.url));
  const line = gunzipSync(readFileSync(file))
    .toString('utf8')
    .split('\n')
    .find((l) => l.startsWith(`${id},`)) as string;
  const d = line.split(',')[4];
  const dob = Date.parse(`${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}T00:00:00Z`);
  return ((Date.parse(`${date}T00:00:00Z`) - dob) / (365.2425 * 86_400_000)).toFixed(1);
}

const firstAtOne = (id: number) => rawLists('atp', id).find((l) => l.first)?.date as string;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayLabel = (iso: string) =>
  `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

test('two careers compared by date and by age, from lists read once and kept', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // Reached from a single career: its link opens the comparison with the player chosen.
  await page.goto(`${gateway.url}/rankings?career=${SAFIN}&career_name=Marat+Safin`);
  await page.getByRole('link', { name: 'Compare with others' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]tab=compare.*players=${SAFIN}`));
  await page.getByRole('searchbox', { name: /^Add a player to compare/ }).fill('Ferrero');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await page.getByRole('button', { name: /^Juan Carlos Ferrero/ }).click();
  await expect(page).toHaveURL(new RegExp(`players=${SAFIN}%2C${FERRERO}|players=${SAFIN},${FERRERO}`));

  // The cost is announced before anything is spent, then the reads show their progress.
  const cost = page.getByTestId('compare-cost');
  await expect(cost).toContainText(/\d+ requests, about/, { timeout: 60_000 });
  const files = Number((await cost.getByRole('button').textContent())?.replace(/\D/g, ''));
  expect(files).toBeGreaterThan(150);
  await cost.getByRole('button').click();

  const rows = page.getByTestId('compare-row');
  await expect(rows).toHaveCount(2, { timeout: 900_000 });
  for (const [i, id] of [SAFIN, FERRERO].entries()) {
    const first = firstAtOne(id);
    // Weeks at No. 1 and the age at the career high, checked against the raw files.
    await expect(rows.nth(i)).toContainText(String(weeksAtOne(rawLists('atp', id))));
    await expect(rows.nth(i)).toContainText(`No. 1 (${dayLabel(first)}, aged ${ageOn(id, first)})`);
    await expect(rows.nth(i)).toContainText(/\d{4}\.\d \(/); // a peak Elo with its week
  }
  await expect(page.getByTestId('compare-rank-chart').locator('.recharts-line')).toHaveCount(2);
  await expect(page.getByTestId('compare-elo-chart').locator('.recharts-line')).toHaveCount(2);
  await snapshot(page, testInfo, 'compare-by-date');

  // By age: the axis lives in the URL, and the ticks are ages.
  await page.getByLabel('Across').selectOption('age');
  await expect(page).toHaveURL(/[?&]axis=age/);
  await expect(page.getByTestId('compare-rank-chart')).toContainText('20');
  await expect(page.getByTestId('compare-rank-chart')).not.toContainText('2000');

  // Kept in the browser: the same comparison after a reload sends no request.
  await page.reload();
  await expect(page.getByTestId('compare-basis')).toContainText('this view sent 0 requests', {
    timeout: 60_000,
  });
  await expect(page.getByLabel('Across')).toHaveValue('age');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
});
