import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './journey';
import { expectNoHorizontalScroll, serviceGet, snapshot } from './journey-helpers';

// Persona: an analyst reading a past slam's draw against what Elo expected before it began.

test.describe.configure({ timeout: 180_000 });

test("a 2008 Wimbledon forecast shows Nadal's pre-event chance and his actual path", async ({
  page,
  gateway,
}, testInfo) => {
  const found = await serviceGet<{ data: { id: string; tour: string | null; event_type?: string }[] }>(
    '/tournaments?search=wimbledon&tour=atp&limit=50',
  );
  const wimbledon = found.data.find((t) => t.tour === 'atp' && t.event_type === 'singles');
  expect(wimbledon).toBeTruthy();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${gateway.url}/tournaments/${wimbledon?.id}?tab=draw&edition=2008`);
  const forecast = page.getByTestId('draw-forecast');
  await expect(forecast).toContainText('Elo on 23 Jun 2008', { timeout: 90_000 });
  const row = (name: string) => page.getByTestId('forecast-row').filter({ hasText: name });
  const nadal = row('Rafael Nadal');
  await expect(nadal).toHaveCount(1, { timeout: 60_000 });
  // His chance before the event, as a percentage, and the path he took: champion, through the final.
  const title = nadal.getByTestId('forecast-title');
  await expect(title).toHaveText(/^\d{1,2}\.\d%$/);
  await expect(nadal.getByTestId('forecast-reached')).toHaveText('Champion');
  await expect(nadal.getByTitle(/to reach the Final before the event; reached it$/)).toHaveCount(1);
  // Federer, five times champion in a row, was the favourite; he reached the final and lost it.
  const federer = row('Roger Federer');
  await expect(federer.getByTestId('forecast-reached')).toHaveText('Final');
  const chance = async (cell: typeof title) => Number(((await cell.textContent()) ?? '').replace('%', ''));
  expect(await chance(federer.getByTestId('forecast-title'))).toBeGreaterThan(await chance(title));
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="draw-forecast"]').analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  await snapshot(page, testInfo, 'forecast-desktop');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(nadal.getByTestId('forecast-reached')).toHaveText('Champion');
  await expectNoHorizontalScroll(page);
  await snapshot(page, testInfo, 'forecast-phone');
});
