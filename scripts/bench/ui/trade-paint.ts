// trade_frame_to_paint_p95_ms, trade_long_tasks: the trade grid under the feed, 24+ cards on screen,
// each with its live chart.
import type { Browser } from '@playwright/test';
import { percentile } from '../bench-kit';
import { FRAME_PROBE_SCRIPT } from './frame-probe';
import { untilFeedLive } from './live-view';

const round1 = (x: number) => Math.round(x * 10) / 10;

export interface TradePaintOptions {
  baseUrl: string;
  /** Seconds measured, after the warm-up. */
  windowS: number;
  warmupS: number;
  /** Cards that must be on screen, each with its chart (24: a wide screen's worth). */
  cards?: number;
  /** The browser window, e.g. { width: 1920, height: 1080 }. */
  viewport: { width: number; height: number };
}

/** Cards whose box is inside the viewport and whose chart is drawn (its model or market line has a path). */
function cardsOnScreen(): number {
  const h = window.innerHeight;
  const w = window.innerWidth;
  let n = 0;
  for (const el of document.querySelectorAll('[data-testid="trade-card"]')) {
    const r = el.getBoundingClientRect();
    const drawn = [...el.querySelectorAll('[data-testid="mini-chart"] path')].some((p) =>
      p.getAttribute('d'),
    );
    if (r.top >= 0 && r.bottom <= h && r.left >= 0 && r.right <= w && drawn) n++;
  }
  return n;
}

export async function tradePaint(browser: Browser, o: TradePaintOptions) {
  const want = o.cards ?? 24;
  const context = await browser.newContext({ viewport: o.viewport });
  const page = await context.newPage();
  await page.addInitScript({ content: FRAME_PROBE_SCRIPT });
  await page.goto(`${o.baseUrl}/trade?sort=edge`);
  await page
    .getByTestId('trade-card')
    .nth(want - 1)
    .waitFor({ timeout: 120_000 });
  await untilFeedLive(page);
  // Charts are sized by a ResizeObserver after mount: wait until enough are drawn.
  let onScreen = 0;
  for (let waited = 0; waited < 30_000 && onScreen < want; waited += 500) {
    onScreen = await page.evaluate(cardsOnScreen);
    if (onScreen < want) await page.waitForTimeout(500);
  }
  if (onScreen < want) console.log(`note: only ${onScreen} cards fully on screen (wanted ${want})`);

  await page.waitForTimeout(o.warmupS * 1000);
  await page.evaluate(() => window.__uiBench?.start());
  await page.waitForTimeout(o.windowS * 1000);
  const result = await page.evaluate(() => window.__uiBench?.stop());
  const charts = await page.evaluate(
    () =>
      [...document.querySelectorAll('[data-testid="mini-chart"]')].filter((el) =>
        /model|market/.test(el.getAttribute('aria-label') ?? ''),
      ).length,
  );
  const cards = await page.getByTestId('trade-card').count();
  // Cards drawn in full (the rest are their link alone, trade-card.tsx) and the page's elements.
  const { drawn, elements } = await page.evaluate(() => ({
    drawn: document.querySelectorAll('[data-testid="trade-card"]:not([data-undrawn])').length,
    elements: document.getElementsByTagName('*').length,
  }));
  await context.close();
  if (!result) throw new Error('the frame probe was not installed');
  return {
    figures: {
      trade_frame_to_paint_p95_ms: round1(percentile(result.samples, 95)),
      trade_long_tasks: result.longTasks.length,
    },
    extra: {
      trade_frame_to_paint_p50_ms: round1(percentile(result.samples, 50)),
      trade_frames_per_s: Math.round(result.frames / result.seconds),
      trade_samples: result.samples.length,
      trade_long_task_max_ms: round1(Math.max(0, ...result.longTasks)),
      trade_cards_on_screen: onScreen,
      trade_cards: cards,
      trade_cards_drawn: drawn,
      trade_elements: elements,
      trade_charts_with_data: charts,
      trade_viewport: `${o.viewport.width}×${o.viewport.height}`,
    },
  };
}
