// frame_to_paint_p95_ms, long_tasks, frames_per_s, live_matches: the live slate under the feed.
import type { Browser } from '@playwright/test';
import { percentile } from '../bench-kit';
import { fetchedJsGzipKb } from './bundle-size';
import { FRAME_PROBE_SCRIPT } from './frame-probe';
import { untilFeedLive } from './live-view';

const round1 = (x: number) => Math.round(x * 10) / 10;
export interface SlatePaintOptions {
  baseUrl: string;
  distDir: string;
  /** Seconds measured, after the warm-up. */
  windowS: number;
  warmupS: number;
}

export async function slatePaint(browser: Browser, o: SlatePaintOptions) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript({ content: FRAME_PROBE_SCRIPT });
  // JS the page fetches before the slate's first row: the network view of the initial bundle.
  const jsBeforeFirstRow: string[] = [];
  let firstRowShown = false;
  page.on('response', (res) => {
    if (!firstRowShown && res.request().resourceType() === 'script') jsBeforeFirstRow.push(res.url());
  });

  const t0 = Date.now();
  await page.goto(`${o.baseUrl}/`);
  await page.getByTestId('live-match').first().waitFor({ timeout: 120_000 });
  firstRowShown = true;
  const firstRowMs = Date.now() - t0;
  // The feed must be open, or there is nothing to measure.
  await untilFeedLive(page);

  await page.waitForTimeout(o.warmupS * 1000);
  await page.evaluate(() => window.__uiBench?.start());
  await page.waitForTimeout(o.windowS * 1000);
  const result = await page.evaluate(() => window.__uiBench?.stop());
  const liveMatches = await page.getByTestId('live-match').count();
  await context.close();
  if (!result) throw new Error('the frame probe was not installed');

  const p50 = percentile(result.samples, 50);
  const p95 = percentile(result.samples, 95);
  return {
    figures: {
      frame_to_paint_p95_ms: round1(p95),
      long_tasks: result.longTasks.length,
      frames_per_s: Math.round(result.frames / result.seconds),
      live_matches: liveMatches,
    },
    extra: {
      frame_to_paint_p50_ms: round1(p50),
      frame_to_paint_samples: result.samples.length,
      long_task_max_ms: round1(Math.max(0, ...result.longTasks)),
      // Each long task's length in the order they came, so a periodic one shows as such.
      long_task_list_ms: result.longTasks.map((ms) => Math.round(ms)).join(', '),
      slate_first_row_ms: firstRowMs,
      slate_first_row_js_gzip_kb: fetchedJsGzipKb(o.distDir, jsBeforeFirstRow),
    },
  };
}
