import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, snapshot } from './journey-helpers';
import { type OwnGateway, ownGateway } from './own-gateway';

// Persona: an analyst on PRO opens the records room, is told what the archive's seasons cost before
// anything is read, and checks a Grand Slam count against the results files and its evidence.

// Limits for a stuck journey, not for speed: at load 30-50 the 55 seasons took over 4 min to read.
test.describe.configure({ timeout: 900_000 });

// 55 yearly packages in a minute: a PRO key of its own, so no other journey's reads share its minute.
let gateway: OwnGateway;
test.beforeAll(async () => {
  gateway = await ownGateway('pro', 'records');
});
test.afterAll(async () => gateway?.close());

/** Grand Slam finals the player won in 1968–2022, counted straight from the raw ATP results file. */
function rawSlamTitles(name: string): number {
  const file = fileURLToPath(new URL('../data/results/atp_matches_1968_2024.csv.gz', import.meta.url));
  const [header, ...lines] = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
  const cols = header.split(',');
  const [date, level, round, winner] = ['tourney_date', 'tourney_level', 'round', 'winner_name'].map((c) =>
    cols.indexOf(c),
  );
  // Only lines that name the player are split into fields: an array of 49 fields for each of the
  // file's ~195k matches took ~4 s at load 3.
  return lines
    .filter((l) => l.includes(name))
    .map((l) => l.split(','))
    .filter((r) => r[level] === 'G' && r[round] === 'F' && r[winner] === name && r[date] < '2023').length;
}

test("Federer's Grand Slam titles equal the results files' count and open his Slam finals", async ({
  page,
}, testInfo) => {
  const expected = rawSlamTitles('Roger Federer');
  expect(expected).toBe(20);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${gateway.url}/records`);
  // The cost is announced first: one request per season, nothing sent before the click.
  const cost = page.getByTestId('titles-cost');
  await expect(cost).toContainText('55 requests', { timeout: 60_000 });
  await cost.getByRole('button', { name: 'Read 55 seasons' }).click();
  const federer = page.getByTestId('slams-row').filter({ hasText: 'Roger Federer' });
  await expect(federer).toContainText(String(expected), { timeout: 660_000 });
  await expect(page.getByTestId('count-rule')).toContainText('singles final won at a tour-level event');
  // The two tours' sections a PRO key cannot read say so, and spend nothing.
  await snapshot(page, testInfo, 'records-desktop');

  // Kept in the browser: after a reload the seasons are held and nothing is announced.
  await page.reload();
  await expect(page.getByTestId('slams-row').filter({ hasText: 'Roger Federer' })).toContainText(
    String(expected),
    { timeout: 60_000 },
  );
  await expect(page.getByTestId('titles-cost')).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);

  // The figure is its evidence: his Grand Slam finals in the archive.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page
    .getByTestId('slams-row')
    .filter({ hasText: 'Roger Federer' })
    .getByRole('link', { name: /Roger Federer: 20 titles/ })
    .click();
  await expect(page).toHaveURL(/\/archive\?tour=atp&name=Roger\+Federer&round=F&level=G/);
});
