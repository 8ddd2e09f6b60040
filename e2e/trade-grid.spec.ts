import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './journey';
import { expectNoHorizontalScroll, serviceGet, snapshot } from './journey-helpers';

// Persona: a trader who keeps the grid open like a Bet Angel ladder: prices in decimal odds, the
// order theirs (pinned matches on top, re-sorts that never pull away the card they are reading).

// Each test plays on a gateway and a page of its own (journey.ts), so the six spread over the workers.
// Each starts from a clean slate of choices (probability format, no pins) without clearing anything:
// Playwright gives every test a new browser context, whose storage is empty, and its own gateway is
// an origin no other test has stored anything for.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

/** The grid's cards as match ids, in the order shown. */
const order = (page: Page) =>
  page
    .getByTestId('trade-card')
    .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.matchId ?? ''));

async function openGrid(page: Page, url: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Trader grid' })).toBeVisible();
  // Six cards, or every live match when fewer are on court (the replayed world plays 4–20 at a time).
  const live = await serviceGet<{ data: unknown[] }>('/matches?status=live&limit=200');
  const want = Math.max(2, Math.min(6, live.data.length));
  await expect(page.getByTestId('trade-card').nth(want - 1)).toBeVisible({ timeout: 30_000 });
}

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('choosing Decimal in Settings → Prices turns the grid’s prices into decimal odds', async ({
  page,
}, testInfo) => {
  await openGrid(page, `/trade`);
  const model = page.getByTestId('probability').filter({ hasText: /\d/ }).first();
  await expect(model).toHaveText(/^\d+\.\d%$/);

  await page.goto(`/settings`);
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

/** Every card on screen shows a price, or says its match has no market. */
async function everyCardPriced(page: Page): Promise<{ priced: number; unpriced: string[] }> {
  return page.getByTestId('trade-card').evaluateAll((els) => {
    const inView = els.filter((el) => {
      const r = el.getBoundingClientRect();
      return r.top < innerHeight && r.bottom > 0;
    });
    const unpriced: string[] = [];
    let priced = 0;
    for (const el of inView) {
      const price = el.querySelector('[data-testid="back"], [data-testid="mid"]')?.textContent ?? '';
      if (/\d/.test(price)) priced++;
      else if (price !== 'No market') unpriced.push((el as HTMLElement).dataset.matchId ?? '?');
    }
    return { priced, unpriced };
  });
}

test('a trader at 2560 sees a price on every market card within 15 s, none older than 15 s', async ({
  page,
}) => {
  const noMarketReads: string[] = [];
  page.on('response', (r) => {
    if (/\/api\/markets\/\d+\/prices/.test(r.url()) && r.status() === 404) noMarketReads.push(r.url());
  });
  await page.setViewportSize({ width: 2560, height: 1440 });
  const opened = Date.now();
  await page.goto(`/trade`);
  await expect(page.getByTestId('trade-card').first()).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => (await everyCardPriced(page)).unpriced, {
      timeout: Math.max(1_000, 15_000 - (Date.now() - opened)),
    })
    .toEqual([]);
  expect((await everyCardPriced(page)).priced).toBeGreaterThan(0);
  await expect(page.getByTestId('price-plan')).toHaveText(
    /on or near the screen, each read every 10 s(, \d+ further off every \d+ s)?: \d+ of your 600 requests a minute \(at most 300 for prices\)/,
  );
  // Through two read periods, no card's price is older than 15 s: the page samples every card's age
  // twice a second for 25 s and reports the oldest it saw.
  const oldest = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let max = 0;
        const sample = () => {
          for (const el of document.querySelectorAll('[data-testid="price-age"]'))
            max = Math.max(max, Number(/read (\d+) s ago/.exec(el.textContent ?? '')?.[1] ?? 0));
        };
        const timer = setInterval(sample, 500);
        setTimeout(() => {
          clearInterval(timer);
          sample();
          resolve(max);
        }, 25_000);
      }),
  );
  expect(oldest, 'the oldest price on screen in 25 s (s)').toBeLessThanOrEqual(15);
  expect(noMarketReads, 'no read for a match without a market').toEqual([]);
});

test('the default grid order holds while play changes what a re-sort would give; Re-sort says how many cards would move', async ({
  page,
}) => {
  // Point importance changes with every point: the order a re-sort would give moves most under it.
  await openGrid(page, `/trade?sort=importance`);
  await expect.poll(async () => (await everyCardPriced(page)).unpriced).toEqual([]);
  await expect(page.getByRole('checkbox', { name: /Live sort/ })).not.toBeChecked();
  const start = await order(page);
  // The order read on every animation frame while play moves the data, until a re-sort would move
  // a card (the moment the order the page keeps differs from the order the data now gives), or for
  // at most 60 s of play on the page's own clock (the Re-sort check below then fails). Watching 60 s
  // spent most of the journey after the claim had been tested.
  const seen = await page.evaluate(async () => {
    const ids = () =>
      [...document.querySelectorAll<HTMLElement>('[data-testid="trade-card"]')].map(
        (el) => el.dataset.matchId ?? '',
      );
    const resortWouldMove = () =>
      /Re-sort: \d+ cards? would move/.test(
        document.querySelector('[data-testid="resort"]')?.textContent ?? '',
      );
    const orders: string[][] = [];
    let last = '';
    const t0 = performance.now();
    while (performance.now() - t0 < 60_000) {
      await new Promise(requestAnimationFrame);
      const now = ids();
      if (now.join() !== last) orders.push(now);
      last = now.join();
      if (resortWouldMove()) break;
    }
    return orders;
  });
  // Cards that stayed live keep their order; a match that starts joins at the end.
  for (const now of seen) {
    const kept = now.filter((id) => start.includes(id));
    expect(kept, 'the cards that stayed keep their order').toEqual(start.filter((id) => now.includes(id)));
    const firstNew = now.findIndex((id) => !start.includes(id));
    if (firstNew >= 0) expect(now.slice(firstNew).every((id) => !start.includes(id))).toBe(true);
  }
  // Play moved the data meanwhile: a re-sort would move cards, and moves them when asked.
  const resort = page.getByTestId('resort');
  await expect(resort).toHaveText(/Re-sort: \d+ cards? would move/, { timeout: 30_000 });
  const before = await order(page);
  await resort.click();
  await expect.poll(async () => (await order(page)).join()).not.toBe(before.join());
});

test('pinning a match moves it to the top and keeps it there after a reload', async ({ page, gatewayOf }) => {
  const PRO = (await gatewayOf('pro')).url;
  await openGrid(page, `${PRO}/trade`);
  // PRO has no model: the default order is by the last point, not an edge nobody can see.
  await expect(page.getByRole('radio', { name: 'Last point' })).toBeChecked();
  const card = page.getByTestId('trade-card').last();
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
  await openGrid(page, `/trade`);
  // By keyboard: the card's What-if button, then Enter.
  // The card is held by its match id: the grid sorts itself once when its first prices arrive, so
  // "the first card" may be another match by the time Enter is read.
  const id = (await page.getByTestId('trade-card').first().getAttribute('data-match-id')) ?? '';
  const card = page.locator(`[data-testid="trade-card"][data-match-id="${id}"]`);
  const toggle = card.getByRole('button', { name: /^What if:/ });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page).toHaveURL(new RegExp(`[?&]card=${id}`));
  const matrix = card.getByTestId('what-if');
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
  await card.getByRole('button', { name: /^What if:/ }).click();
  await expect(card.getByTestId('what-if')).toHaveCount(0);
  await expect(page).not.toHaveURL(/[?&]card=/);
});

test('the card expanded in the last column stays inside the window at 1280 px, at every frame', async ({
  page,
}) => {
  await openGrid(page, `/trade`);
  await page.setViewportSize({ width: 1280, height: 800 });
  // The first row's last card (the grid's last column when the row is full): expanded, it spans two
  // columns and moves down a row, where a card gliding from its old place lay past the right edge.
  const id = await page.getByTestId('trade-card').evaluateAll((els) => {
    const top = (els[0] as HTMLElement).offsetTop;
    const row = els.filter((el) => (el as HTMLElement).offsetTop === top);
    return (row[row.length - 1] as HTMLElement).dataset.matchId ?? '';
  });
  const card = page.locator(`[data-testid="trade-card"][data-match-id="${id}"]`);
  // Every frame from the click until the card is open and no card is moving: the widest the page got.
  const widest = page.evaluate(async () => {
    const grid = document.querySelector('ul[aria-label^="Live matches"]');
    const moving = () =>
      (grid?.getAnimations({ subtree: true }) ?? []).some(
        (a) =>
          a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
      );
    let most = Number.NEGATIVE_INFINITY;
    let still = 0;
    while (still < 3) {
      await new Promise(requestAnimationFrame);
      most = Math.max(most, document.documentElement.scrollWidth - window.innerWidth);
      const open = document.querySelector('[data-testid="what-if"]') !== null;
      still = open && !moving() ? still + 1 : 0;
    }
    return most;
  });
  // By keyboard: a click is aimed where the button was when Playwright checked it, and under load a
  // re-sort's glide can move the card between that check and the click. Beside a CPU hog, in 3 of 55
  // runs the click was reported done, no card opened, and the watcher above waited until the limit.
  await card.getByRole('button', { name: /^What if:/ }).press('Enter');
  expect(await widest, 'px the page was wider than the window').toBeLessThanOrEqual(0);
  await expect(card.getByTestId('what-if')).toBeVisible();
  const [box, grid] = await Promise.all([
    card.boundingBox(),
    page.getByRole('list', { name: /^Live matches/ }).boundingBox(),
  ]);
  expect(box && grid && box.x >= grid.x && box.x + box.width <= grid.x + grid.width + 0.5).toBe(true);
  await expectNoHorizontalScroll(page);
});

test('a card’s chart has points right after the grid opens, before the next point is played', async ({
  page,
}) => {
  const tapes: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/history\/matches\/\d+(\?|$)/.test(r.url())) tapes.push(r.url());
  });
  await openGrid(page, `/trade`);
  // The charts of the cards in sight are filled from each match's tape within a few seconds: "over the
  // last N points" needs two readings or more, which the feed alone gives only after two points. The
  // card read is the first in sight whose match has played ten points or more (one just started has
  // fewer readings to show, whatever the chart does).
  const inSight = (await order(page)).slice(0, 6);
  let chosen: string | undefined;
  for (const id of inSight) {
    const { points } = await serviceGet<{ points: unknown[] }>(`/matches/${id}/points`);
    if (points.length >= 10) {
      chosen = id;
      break;
    }
  }
  expect(
    chosen,
    `a card in sight whose match has ten points or more (of ${inSight.join(', ')})`,
  ).toBeDefined();
  const chart = page
    .locator(`[data-testid="trade-card"][data-match-id="${chosen}"]`)
    .getByTestId('mini-chart');
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
