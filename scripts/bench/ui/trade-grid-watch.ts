// trade_oldest_price_age_s, trade_cards_never_priced, trade_moves_per_min: the trade grid watched as a
// trader watches it, every visible card sampled once a second in Chromium through the gateway.
import type { Browser } from '@playwright/test';
import { percentile } from '../bench-kit';

export interface GridWatchOptions {
  baseUrl: string;
  windowS: number;
  warmupS: number;
  viewport: { width: number; height: number };
  /** The oldest a visible card's price may be, s (a card seen this long unpriced never got one). */
  targetAgeS: number;
  /**
   * Re-sort once the cards in sight have their first prices, before the window, as a trader does on
   * opening the grid: the edge order then puts the priced market cards first and no-market ones last.
   */
  resortWhenPriced?: boolean;
}

interface Sample {
  now: number;
  /** Every card's match id, in the grid's order. */
  order: string[];
  /** Cards whose box meets the viewport and whose match has a market. */
  visible: { id: string; priceAt: number | null }[];
}

/** Runs in the page: the grid's order and its visible market cards' read times. */
function sampleGrid(): Sample {
  const h = window.innerHeight;
  const w = window.innerWidth;
  const order: string[] = [];
  const visible: Sample['visible'] = [];
  for (const el of document.querySelectorAll<HTMLElement>('[data-testid="trade-card"]')) {
    const id = el.dataset.matchId ?? '';
    order.push(id);
    const r = el.getBoundingClientRect();
    const inView = r.bottom > 0 && r.top < h && r.right > 0 && r.left < w;
    if (!inView || el.dataset.noMarket !== undefined) continue;
    const at = el.querySelector<HTMLElement>('[data-testid="price-age"]')?.dataset.priceAt;
    visible.push({ id, priceAt: at ? Number(at) : null });
  }
  return { now: Date.now(), order, visible };
}

/** Cards whose place in `order` differs from `before`, when both hold the same matches; else null. */
export function positionsChanged(before: string[], order: string[]): number | null {
  if (before.length !== order.length) return null;
  const was = new Set(before);
  if (order.some((id) => !was.has(id))) return null;
  return order.filter((id, i) => before[i] !== id).length;
}

export async function tradeGridWatch(browser: Browser, o: GridWatchOptions) {
  const context = await browser.newContext({ viewport: o.viewport });
  const page = await context.newPage();
  // Every price answer the page gets: whether the gateway's shared cache served it, and the service's
  // `Date` on it (the cache keeps the upstream headers), so a price's age can also be read by the
  // service's clock: a cached answer is as old as its fill, not as its arrival in the page.
  const prices = { reads: 0, hits: 0 };
  const servedAt = new Map<string, number>();
  // Each price read's round trip from the page (a busy machine shows here first).
  const sentAt = new WeakMap<object, number>();
  const roundTrips: number[] = [];
  let measuring = false;
  page.on('request', (r) => {
    if (/\/api\/markets\/\d+\/prices/.test(r.url())) sentAt.set(r, Date.now());
  });
  page.on('response', (r) => {
    const id = /\/api\/markets\/(\d+)\/prices/.exec(r.url())?.[1];
    if (!id || r.status() !== 200) return;
    const h = r.headers();
    prices.reads++;
    const sent = sentAt.get(r.request());
    if (measuring && sent !== undefined) roundTrips.push(Date.now() - sent);
    if (h['x-courtside-cache'] === 'cache') prices.hits++;
    const date = Date.parse(h.date ?? '');
    if (Number.isFinite(date)) servedAt.set(id, date);
  });
  // The default sort mode: the grid's own order, as a trader first sees it.
  await page.goto(`${o.baseUrl}/trade`);
  await page.getByTestId('trade-card').first().waitFor({ timeout: 120_000 });
  // Prices are read over REST whatever the feed does: a feed that never opens is noted, not fatal.
  const strip = page.getByRole('region', { name: 'Connection status' });
  const feedOpen = await strip
    .getByText(/^live$/)
    .waitFor({ timeout: 60_000 })
    .then(() => true)
    .catch(() => false);
  if (!feedOpen)
    console.log(
      `note: the feed never read “live” (the strip reads “${((await strip.textContent()) ?? '').replace(/\s+/g, ' ')}”)`,
    );
  await page.waitForTimeout(o.warmupS * 1000);
  // The window opens at the first price on screen, so every sample is of a grid that has begun
  // reading prices (a busy page may take a while to send its first reads).
  const firstPriced = await page
    .locator('[data-testid="trade-card"] [data-price-at]')
    .first()
    .waitFor({ state: 'attached', timeout: 60_000 })
    .then(() => true)
    .catch(() => false);
  if (!firstPriced) console.log('note: no card had a price 60 s after the warm-up');
  if (o.resortWhenPriced) {
    const allPriced = await page
      .waitForFunction(
        () => {
          const cards = [...document.querySelectorAll<HTMLElement>('[data-testid="trade-card"]')].filter(
            (el) => {
              const r = el.getBoundingClientRect();
              return r.bottom > 0 && r.top < innerHeight && el.dataset.noMarket === undefined;
            },
          );
          return cards.length > 0 && cards.every((el) => el.querySelector('[data-price-at]'));
        },
        undefined,
        { timeout: 60_000, polling: 500 },
      )
      .then(() => true)
      .catch(() => false);
    if (!allPriced) console.log('note: some market card in sight still had no price 60 s after the first');
    await page.getByTestId('resort').click();
  }

  let oldestMs = 0;
  /** Each sample's oldest price age on a visible market card, ms. */
  const sampleOldest: number[] = [];
  /** The same by the service's clock (the answer's `Date`, whole seconds: up to 1 s more). */
  const sampleOldestServed: number[] = [];
  const readsBefore = { ...prices };
  measuring = true;
  let minVisible = Number.POSITIVE_INFINITY;
  const firstSeen = new Map<string, number>();
  const lastSeen = new Map<string, number>();
  const priced = new Set<string>();
  let moves = 0;
  let comparisons = 0;
  let setChanges = 0;
  let previous: string[] | null = null;
  let maxVisible = 0;
  const started = Date.now();
  for (let tick = 0; tick < o.windowS; tick++) {
    const s = await page.evaluate(sampleGrid);
    maxVisible = Math.max(maxVisible, s.visible.length);
    minVisible = Math.min(minVisible, s.visible.length);
    let oldestNow = Number.NaN;
    let oldestServed = Number.NaN;
    for (const card of s.visible) {
      if (!firstSeen.has(card.id)) firstSeen.set(card.id, s.now);
      lastSeen.set(card.id, s.now);
      if (card.priceAt !== null) {
        priced.add(card.id);
        const age = s.now - card.priceAt;
        oldestMs = Math.max(oldestMs, age);
        oldestNow = Number.isNaN(oldestNow) ? age : Math.max(oldestNow, age);
        const served = servedAt.get(card.id);
        if (served !== undefined) {
          const byService = s.now - served;
          oldestServed = Number.isNaN(oldestServed) ? byService : Math.max(oldestServed, byService);
        }
      }
    }
    if (!Number.isNaN(oldestNow)) sampleOldest.push(oldestNow);
    if (!Number.isNaN(oldestServed)) sampleOldestServed.push(oldestServed);
    if (previous) {
      const changed = positionsChanged(previous, s.order);
      if (changed === null) setChanges++;
      else {
        moves += changed;
        comparisons++;
      }
    }
    previous = s.order;
    // Once a second: the next tick's time from the start, so a slow sample does not stretch the window.
    const next = started + (tick + 1) * 1000 - Date.now();
    if (next > 0) await page.waitForTimeout(next);
  }
  // What the grid says the prices cost (the strip's line), as the trader reads it at the end.
  const planText = (
    (await page
      .getByTestId('price-plan')
      .textContent()
      .catch(() => null)) ?? ''
  ).trim();
  await context.close();
  // A card counts as never priced only once it was seen for the target age (one that scrolled in at the
  // last sample had no time to be read).
  const seen = [...firstSeen.keys()];
  const longSeen = seen.filter(
    (id) => (lastSeen.get(id) ?? 0) - (firstSeen.get(id) ?? 0) >= o.targetAgeS * 1000,
  );
  const neverPriced = longSeen.filter((id) => !priced.has(id)).length;
  // Moves per minute over the seconds the set of matches held still (compared pairs of samples).
  const perMin = comparisons > 0 ? Math.round((moves / comparisons) * 60 * 10) / 10 : Number.NaN;
  const s1 = (ms: number) => Math.round(ms / 100) / 10;
  return {
    figures: {
      trade_oldest_price_age_s: priced.size > 0 ? s1(oldestMs) : Number.NaN,
      /** The oldest price on screen at each sample, over the samples: p50 and p95 (max is the figure above). */
      trade_oldest_price_age_p50_s: s1(percentile(sampleOldest, 50)),
      trade_oldest_price_age_p95_s: s1(percentile(sampleOldest, 95)),
      /** The oldest price on screen by the service's clock (a gateway cache hit is as old as its fill). */
      trade_oldest_served_age_p50_s: s1(percentile(sampleOldestServed, 50)),
      trade_oldest_served_age_p95_s: s1(percentile(sampleOldestServed, 95)),
      trade_oldest_served_age_s:
        sampleOldestServed.length > 0 ? s1(Math.max(...sampleOldestServed)) : Number.NaN,
      trade_cards_never_priced: neverPriced,
      trade_moves_per_min: perMin,
    },
    extra: {
      trade_market_cards_seen: seen.length,
      trade_market_cards_seen_long: longSeen.length,
      trade_market_cards_visible_max: maxVisible,
      trade_market_cards_visible_min: Number.isFinite(minVisible) ? minVisible : 0,
      trade_price_plan: planText,
      trade_price_reads: prices.reads - readsBefore.reads,
      trade_price_cache_hits: prices.hits - readsBefore.hits,
      trade_price_read_p50_ms: percentile(roundTrips, 50),
      trade_price_read_p95_ms: percentile(roundTrips, 95),
      trade_moves: moves,
      trade_stable_seconds: comparisons,
      trade_set_changes: setChanges,
      trade_window_s: Math.round((Date.now() - started) / 1000),
      trade_feed_open: feedOpen,
      trade_viewport: `${o.viewport.width}×${o.viewport.height}`,
    },
  };
}
