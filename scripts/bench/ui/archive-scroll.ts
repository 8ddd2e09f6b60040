// archive_scroll_long_tasks: long tasks (> 50 ms) while the archive table scrolls through 10,000 rows.
import type { Browser } from '@playwright/test';
import { checkedJson } from '../bench-kit';
import { BENCH_READ_KEY } from './processes';

const ROWS = 10_000;

/**
 * Reads the pages the scroll will need straight from the service first, so what is measured is the
 * table's work while scrolling, not a service still building its archive index after start-up.
 */
async function warmArchive(serviceUrl: string): Promise<void> {
  for (let offset = 0; offset <= ROWS; offset += 200)
    await checkedJson(`${serviceUrl}/history/archive/matches?limit=200&offset=${offset}`, {
      'X-API-Key': BENCH_READ_KEY,
    });
}

export async function archiveScroll(
  browser: Browser,
  o: { baseUrl: string; serviceUrl?: string; stepPx?: number; timeoutS?: number },
) {
  if (o.serviceUrl) await warmArchive(o.serviceUrl);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${o.baseUrl}/archive`);
  const scroller = page.getByTestId('archive-scroller');
  await scroller.waitFor({ timeout: 60_000 });
  await page.getByRole('row').nth(2).waitFor({ timeout: 60_000 });
  const result = await page.evaluate(
    async ({ rows, stepPx, timeoutMs }) => {
      const el = document.querySelector<HTMLElement>('[data-testid="archive-scroller"]');
      if (!el) throw new Error('no archive scroller');
      const longTasks: number[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const e of list.getEntries()) longTasks.push(e.duration);
      });
      observer.observe({ type: 'longtask', buffered: false });
      const firstRow = el.querySelector<HTMLElement>('[aria-rowindex]:not([aria-rowindex="1"])');
      const rowHeight = firstRow?.getBoundingClientRect().height || 36;
      const start = performance.now();
      let frames = 0;
      // Scroll like a user flicking down the list: a fixed step per frame; when the end of what is
      // loaded is reached the table asks for the next page, and the scroll waits for it.
      while (el.scrollTop / rowHeight < rows && performance.now() - start < timeoutMs) {
        el.scrollTop += stepPx;
        frames++;
        await new Promise(requestAnimationFrame);
      }
      observer.disconnect();
      return {
        reached: Math.floor(el.scrollTop / rowHeight),
        ms: performance.now() - start,
        frames,
        longTasks,
      };
    },
    { rows: ROWS, stepPx: o.stepPx ?? 360, timeoutMs: (o.timeoutS ?? 300) * 1000 },
  );
  await context.close();
  return {
    figures: { archive_scroll_long_tasks: result.longTasks.length },
    extra: {
      archive_rows_scrolled: result.reached,
      archive_scroll_s: Math.round(result.ms / 100) / 10,
      archive_scroll_frames: result.frames,
      archive_long_task_max_ms: Math.round(Math.max(0, ...result.longTasks)),
    },
  };
}
