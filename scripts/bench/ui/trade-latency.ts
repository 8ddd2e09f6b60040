// trade_score_to_paint_p50/p95/p99_ms: a score frame's published_at (service) to the paint that shows
// it on a trade-grid card, in Chromium through the gateway.
import type { Browser } from '@playwright/test';
import { percentile } from '../bench-kit';
import { gatewayArrival } from './gateway-arrival';
import { untilFeedLive } from './live-view';
import { SCORE_PAINT_PROBE_SCRIPT } from './score-paint-probe';

const round1 = (x: number) => Math.round(x * 10) / 10;

export interface TradeLatencyOptions {
  baseUrl: string;
  windowS: number;
  warmupS: number;
  viewport: { width: number; height: number };
}

export async function tradeLatency(browser: Browser, o: TradeLatencyOptions) {
  const context = await browser.newContext({ viewport: o.viewport });
  const page = await context.newPage();
  await page.addInitScript({ content: SCORE_PAINT_PROBE_SCRIPT });
  await page.goto(`${o.baseUrl}/trade`);
  await page.getByTestId('trade-card').first().waitFor({ timeout: 120_000 });
  await untilFeedLive(page);
  const outside = await gatewayArrival(o.baseUrl);
  await page.waitForTimeout(o.warmupS * 1000);
  await page.evaluate(() => window.__scorePaint?.start());
  outside.start();
  await page.waitForTimeout(o.windowS * 1000);
  const result = await page.evaluate(() => window.__scorePaint?.stop());
  const gateway = outside.stop();
  const cards = await page.getByTestId('trade-card').count();
  await context.close();
  if (!result) throw new Error('the score-paint probe was not installed');
  const s = result.samples;
  const inPage = s.map((total, i) => total - result.arrivals[i]);
  return {
    figures: {
      trade_score_to_paint_p50_ms: round1(percentile(s, 50)),
      trade_score_to_paint_p95_ms: round1(percentile(s, 95)),
      trade_score_to_paint_p99_ms: round1(percentile(s, 99)),
    },
    extra: {
      trade_score_to_paint_max_ms: round1(Math.max(0, ...s)),
      // The way there (service, gateway, socket) and the page's own part (arrival → paint).
      trade_arrival_p50_ms: round1(percentile(result.arrivals, 50)),
      trade_arrival_p95_ms: round1(percentile(result.arrivals, 95)),
      trade_in_page_p50_ms: round1(percentile(inPage, 50)),
      trade_in_page_p95_ms: round1(percentile(inPage, 95)),
      // Every score frame (not only painted ones) at a socket of the bench's own on the gateway.
      trade_gateway_arrival_p50_ms: round1(percentile(gateway, 50)),
      trade_gateway_arrival_p95_ms: round1(percentile(gateway, 95)),
      trade_score_frames: result.frames,
      trade_score_frames_painted: s.length,
      trade_cards: cards,
      trade_window_s: Math.round(result.seconds),
      trade_viewport: `${o.viewport.width}×${o.viewport.height}`,
    },
  };
}
