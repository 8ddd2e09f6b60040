import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './journey';
import { expectNoHorizontalScroll, serviceGet, snapshot } from './journey-helpers';

// Persona: an analyst browsing history — completed matches and their tapes on BASIC, the archive's
// reconstructed tapes (refused to PRO with the capability named), Elo and packages on ULTRA.

test.describe.configure({ timeout: 120_000 });

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('an analyst on BASIC filters history, opens a tape, switches raw and clean, scrubs to a break point and exports CSV', async ({
  page,
  gatewayOf,
}, testInfo) => {
  const base = (await gatewayOf('basic')).url;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${base}/history`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel('Tour', { exact: true }).selectOption('atp');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]tour=atp/);
  const rows = page.getByTestId('history-row');
  await expect(rows.first()).toBeVisible({ timeout: 60_000 });
  await axeClean(page);
  await snapshot(page, testInfo, 'history-desktop');

  await rows.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/history\/matches\/\d+/);
  const board = page.getByTestId('tape-at');
  await expect(board).toBeVisible({ timeout: 60_000 });

  // Clean collapses repeated states; the URL says which read is shown.
  await page.getByRole('radio', { name: /Clean/ }).click();
  await expect(page).toHaveURL(/sequence=clean/);
  await expect(board).toBeVisible({ timeout: 60_000 });
  await page.getByRole('radio', { name: /Raw/ }).click();
  await expect(page).not.toHaveURL(/sequence=clean/);
  await expect(board).toBeVisible({ timeout: 60_000 });

  // The scrubber starts on the last row; step back to the latest break point.
  const previousBreak = page.getByRole('button', { name: 'Previous break point' });
  await expect(previousBreak).toBeEnabled();
  await previousBreak.click();
  await expect(board.getByRole('heading')).toContainText('Break point');
  await expect(page).toHaveURL(/[?&]at=\d+/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tape-\d+-raw\.csv$/);
  const csv = (await readFile(await download.path())).toString('utf8').trim().split(/\r?\n/);
  // A header and one line per row of the tape as the page shows it.
  expect(csv[0]).toMatch(/sequence/);
  const shown = Number(await page.getByRole('slider').getAttribute('max')) + 1;
  expect(csv.length - 1).toBe(shown);
  await axeClean(page);
  await snapshot(page, testInfo, 'tape-desktop');

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  await snapshot(page, testInfo, 'tape-phone');
});

test('an analyst on PRO opens an archive result with a tape and is told which plan opens it', async ({
  page,
  gatewayOf,
}, testInfo) => {
  // A 2015 result whose point-by-point file is held (the archive links 17,573 such tapes).
  const list = await serviceGet<{ data: { id: number }[] }>(
    '/history/archive/matches?from=2015-01-19&to=2015-02-01&level=G&limit=50',
    'demo-pro',
  );
  let id: number | undefined;
  for (const row of list.data) {
    const detail = await serviceGet<{ has_tape?: boolean }>(`/history/archive/matches/${row.id}`, 'demo-pro');
    if (detail.has_tape === true) {
      id = row.id;
      break;
    }
  }
  expect(id, 'an Australian Open 2015 result with a tape').toBeDefined();

  await page.goto(`${(await gatewayOf('pro')).url}/archive/matches/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('link', { name: /tape/i }).first().click();
  await expect(page).toHaveURL(new RegExp(`/archive/matches/${id}/tape`));
  const notice = page.getByTestId('tier-notice');
  await expect(notice).toBeVisible({ timeout: 60_000 });
  await expect(notice).toContainText(/ULTRA|History plan/);
  await axeClean(page);
  await snapshot(page, testInfo, 'archive-tape-notice');
});

test('an analyst on ULTRA reads an Elo chart and downloads a package whose sha256 matches', async ({
  page,
  gateway,
}, testInfo) => {
  const base = gateway.url;
  await page.goto(`${base}/rankings?tab=elo`);
  const firstPlayer = page.getByRole('table').getByRole('button').first();
  await expect(firstPlayer).toBeVisible({ timeout: 60_000 });
  await firstPlayer.click();
  await expect(page).toHaveURL(/[?&]player=\d+/);
  const chart = page.getByTestId('elo-chart');
  await expect(chart).toBeVisible({ timeout: 60_000 });
  await expect(chart.locator('svg .recharts-line, svg path').first()).toBeVisible({ timeout: 30_000 });
  await axeClean(page);
  await snapshot(page, testInfo, 'elo-chart');

  await page.goto(`${base}/packages`);
  const firstPackage = page.getByTestId('package-row').first();
  await expect(firstPackage).toBeVisible({ timeout: 120_000 });
  await firstPackage.getByRole('link').click();
  await expect(page).toHaveURL(/[?&]period=/);
  const period = new URL(page.url()).searchParams.get('period') as string;
  await page.getByRole('button', { name: 'Download JSONL' }).first().click();
  await expect(page.getByTestId('sha256-verified')).toBeVisible({ timeout: 120_000 });

  // The page's verdict is checked against our own hash of the bytes the link offers.
  const manifest = await serviceGet<{ files: { format: string; sha256: string }[] }>(
    `/history/packages/${period}`,
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('link', { name: /^Save / })
      .first()
      .click(),
  ]);
  const bytes = await readFile(await download.path());
  const hash = createHash('sha256').update(bytes).digest('hex');
  expect(manifest.files.map((f) => f.sha256)).toContain(hash);
  await axeClean(page);
  await snapshot(page, testInfo, 'package-verified');
});
