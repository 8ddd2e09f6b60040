import { expect, test } from './journey';

// Persona: a trader wants to know, before trusting a number, whether the feed is up and how the
// app reaches the service.

test('the status strip shows gateway mode, the live feed and the requests left today', async ({
  page,
  gateway,
}) => {
  const keyInRequests: string[] = [];
  page.on('request', (req) => {
    const headers = req.headers();
    if (headers['x-api-key'] || headers.authorization || req.url().includes(gateway.key))
      keyInRequests.push(req.url());
  });
  await page.goto('/');
  const strip = page.getByRole('region', { name: 'Connection status' });
  await expect(strip).toContainText('gateway, key server-side');
  // The gateway holds an ULTRA key, so the native feed opens through it.
  await expect(strip).toContainText(/Feed\s*live/);
  await expect(strip).toContainText(/Requests left today\s*\d{1,3}(,\d{3})* of 500,000/);
  await expect(strip).toContainText('ULTRA');
  expect(keyInRequests).toEqual([]);
});

for (const width of [360, 390]) {
  test(`on a ${width} px phone the page does not move when the strip's figures arrive`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    // Every move of the page's main element, as the browser reports layout shifts: the strip above
    // it is the only thing that can push it down once the header has painted.
    await page.addInitScript(() => {
      const moves: number[] = [];
      (window as unknown as { mainMoves: number[] }).mainMoves = moves;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        })[])
          for (const s of entry.sources ?? [])
            if ((s.node as Element | undefined)?.id === 'main')
              moves.push(s.currentRect.y - s.previousRect.y);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Connection status' });
    await expect(strip).toContainText('ULTRA');
    await expect(strip).toContainText(/Feed\s*live/);
    await expect(page.getByTestId('day-count')).toBeVisible();
    // The day's count keeps to one line on a phone: the strip is the two lines its placeholder held.
    const lines = await page
      .getByTestId('day-count')
      .evaluate((el) =>
        Math.round(el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight)),
      );
    expect(lines).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { mainMoves: number[] }).mainMoves)).toEqual([]);
  });
}

test.describe('on a FREE key, whose feed is off', () => {
  test.use({ tier: 'free' });

  test('the strip is one line at 1440 px, the reason a tap away; phones keep its two lines', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Connection status' });
    await expect(strip).toContainText('FREE');
    await expect(strip).toContainText(/Feed\s*off/, { timeout: 20_000 });
    await expect(page.getByTestId('day-count')).toBeVisible();
    // One line: the strip is as tall as its placeholder (shell.tsx) from sm up.
    expect((await strip.boundingBox())?.height).toBeLessThanOrEqual(29);
    await strip.getByText('why?').click();
    await expect(strip.getByText(/Live feeds need the ULTRA tier/)).toBeVisible();
    expect((await strip.boundingBox())?.height).toBeLessThanOrEqual(29);

    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await expect(strip.getByText('why?')).toBeHidden();
      expect((await strip.boundingBox())?.height, `${width} px`).toBe(49);
    }
  });
});

test('when /usage fails the strip keeps two lines on a 360 and a 390 px phone, the sentence on hover', async ({
  page,
}) => {
  // The usage read fails: the tier is not known, and the budget plans on FREE's limits meanwhile, so
  // the strip holds the retry, the feed, the refresh button and the day's count at once.
  await page.route('**/api/usage', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }),
  );
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Connection status' });
    const retry = strip.getByRole('button', { name: 'Retry now' });
    await expect(retry).toBeVisible();
    await expect(retry).toHaveAttribute('title', /^not known — usage unavailable · retrying at /);
    await expect(page.getByTestId('day-count')).toBeVisible();
    await expect(strip.getByRole('button', { name: 'Refresh now (1 request)' })).toBeVisible();
    // Two lines, as tall as the strip of a key whose tier is known (the FREE test above).
    expect((await strip.boundingBox())?.height, `${width} px`).toBeLessThanOrEqual(49);
  }
});
