import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './journey';
import { expectNoHorizontalScroll, serviceGet, snapshot } from './journey-helpers';

// Persona: an analyst checking records the tours publish — a head-to-head counted as the tours count
// it, a charted match replayed shot by shot, and a slam's draw with its champion.

test.describe.configure({ timeout: 180_000 });

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

// The labels of tabs the strip's left edge cuts through: a tab there shows whole or not at all.
async function tabsCutAtLeft(page: Page, strip: string): Promise<string[]> {
  return page.getByRole('tablist', { name: strip }).evaluate((list) => {
    const edge = list.getBoundingClientRect().left;
    return [...list.querySelectorAll('[role="tab"]')]
      .filter((tab) => {
        const r = tab.getBoundingClientRect();
        return r.left < edge - 1 && r.right > edge + 1;
      })
      .map((tab) => tab.textContent ?? '');
  });
}

test('Federer v Nadal reads 16–24 with the walkover listed apart, filters by surface, and fits a phone', async ({
  page,
  gatewayOf,
}, testInfo) => {
  const base = (await gatewayOf('basic')).url;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${base}/h2h?a=Roger%20Federer&b=Rafael%20Nadal`);
  // The ATP's count: walkovers are not wins (the service counts the walkover as undecided too).
  await expect(page.getByTestId('h2h-line')).toHaveText(/16–24 \(\+1 walkover\)/, { timeout: 60_000 });
  await expect(page.getByTestId('h2h-meeting')).toHaveCount(41);
  await expect(page.getByTestId('h2h-meeting').filter({ hasText: 'Walkover' })).toHaveCount(1);
  await axeClean(page);
  await snapshot(page, testInfo, 'h2h-desktop');

  await page.getByLabel('Surface').selectOption('clay');
  await expect(page).toHaveURL(/[?&]surface=clay/);
  await expect(page.getByTestId('h2h-scope')).toHaveText('On clay');
  const onClay = await page.getByTestId('h2h-meeting').count();
  expect(onClay).toBeGreaterThan(10);
  expect(onClay).toBeLessThan(41);

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`${base}/h2h?a=Roger%20Federer&b=Rafael%20Nadal`);
  await expect(page.getByTestId('h2h-line')).toHaveText(/16–24/, { timeout: 60_000 });
  await expectNoHorizontalScroll(page);
  // Score and winner stay on screen: the first meeting's last cell ends inside the viewport.
  const winner = page.getByTestId('h2h-meeting').first().locator('td:visible').last();
  const box = await winner.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(360);
  await snapshot(page, testInfo, 'h2h-phone');
});

test("a 2012 men's charted match replays shot by shot, every point in play order", async ({
  page,
  gateway,
}, testInfo) => {
  const base = gateway.url;
  const list = await serviceGet<{ data: { rally_match_id: number; source_id: string }[] }>(
    '/rally/matches?player=murray&from=2012-07-08&to=2012-07-08',
  );
  const final = list.data.find((m) => m.source_id === '20120708-M-Wimbledon-F-Roger_Federer-Andy_Murray');
  expect(final).toBeTruthy();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${base}/rally`);
  await page.getByRole('link', { name: 'Show the matches with shot-by-shot rallies' }).click();
  await expect(page).toHaveURL(/gender=M&from=2012-01-01&to=2012-12-31/);
  await expect(page.getByTestId('rally-row').first()).toContainText('Shot by shot', { timeout: 60_000 });

  await page.goto(`${base}/rally/${final?.rally_match_id}`);
  const points = page.getByTestId('rally-point');
  await expect(points).toHaveCount(50, { timeout: 60_000 });
  // The file holds this final rotated (points 29–288 first); the page plays it from point 1.
  const numbers = await points.locator('h3').allInnerTexts();
  expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => `Point ${i + 1}`));
  const first = points.first();
  await expect(first.getByTestId('rally-shot').first()).toContainText('Serve');
  await expect(first.getByTestId('rally-ending')).toContainText('won the point');
  // Shots alternate between the two players, server first.
  const strikers = await points.nth(3).getByTestId('rally-shot').locator('.font-medium').allInnerTexts();
  for (let i = 2; i < strikers.length; i++) expect(strikers[i]).toBe(strikers[i - 2]);
  await expect(page.getByText(/parsed cleanly|meta\.total|MiB/)).toHaveCount(0);
  await axeClean(page);
  await snapshot(page, testInfo, 'rally-desktop');
  await page.getByRole('button', { name: 'Next points' }).click();
  await expect(page).toHaveURL(/offset=50/);
  await expect(points.first().locator('h3')).toHaveText('Point 51', { timeout: 60_000 });
});

test('the 2012 Wimbledon draw ends with Federer champion, round by round on a phone', async ({
  page,
  gateway,
}, testInfo) => {
  const base = gateway.url;
  const found = await serviceGet<{ data: { id: string; tour: string | null; event_type?: string }[] }>(
    '/tournaments?search=wimbledon&tour=atp&limit=50',
  );
  const wimbledon = found.data.find((t) => t.tour === 'atp' && t.event_type === 'singles');
  expect(wimbledon).toBeTruthy();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${base}/tournaments/${wimbledon?.id}?tab=draw&edition=2012`);
  await expect(page.getByTestId('champion')).toHaveText(/Champion: Roger Federer \(3\)/, { timeout: 90_000 });
  // Quarter-finals first on a wide screen, with the semi-finals and final beside them.
  await expect(page.getByRole('tab', { name: 'Quarter-finals' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('region', { name: 'Final', exact: true }).getByRole('link'),
  ).toHaveAccessibleName(/^Roger Federer \(seed 3\) beat Andy Murray \(seed 4\), 4–6, 7–5, 6–3, 6–4$/);
  await expect(page.getByRole('region', { name: 'Quarter-finals' }).getByTestId('draw-match')).toHaveCount(4);
  await axeClean(page);
  await snapshot(page, testInfo, 'draw-desktop');

  await page.setViewportSize({ width: 390, height: 844 });
  const final = page.getByRole('tab', { name: 'Final', exact: true });
  await page.getByRole('tab', { name: 'Quarter-finals' }).focus();
  await page.keyboard.press('End');
  await expect(final).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/round=F/);
  await expect(page.getByRole('region', { name: 'Final', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Semi-finals' })).toHaveCount(0);
  // The round tabs scroll, and rest on a whole tab: no sliver of a label at the strip's edge, on the
  // way to the final or back from it.
  await expect.poll(() => tabsCutAtLeft(page, 'Rounds')).toEqual([]);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Quarter-finals' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => tabsCutAtLeft(page, 'Rounds')).toEqual([]);
  await expect(page.getByRole('tab', { name: 'Quarter-finals' })).toBeInViewport({ ratio: 1 });
  await expectNoHorizontalScroll(page);
  await snapshot(page, testInfo, 'draw-phone');
});
