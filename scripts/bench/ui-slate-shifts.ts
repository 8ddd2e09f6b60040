/**
 * `npx tsx scripts/bench/ui-slate-shifts.ts`: the slate's layout shifts on a cold load at several
 * widths, in both themes, against a service at the everyday load (20 courts at real pace), on the
 * phone profile's slowed CPU and network (./ui/web-vitals.ts), so the live rows, the filter bar's code
 * and the upcoming and finished glances land in separate frames as they do on a phone. Every shift up
 * to the moment both glances have landed (and a second after) counts, wherever on the page it is,
 * with the elements that moved; no input is made, so none is excused as following one.
 *
 * Prints one line per width and theme, then the JSON (last line): `cls_<width>_<theme>` for each.
 * With BENCH_UI_SHOTS=DIR, screenshots of each settled page are written there: its first screen
 * (`slate-<width>-<theme>.png`) and the whole page (`…-page.png`).
 *
 * Knobs: BENCH_UI_WIDTHS (360,390,768,1024,1440), BENCH_UI_SHOTS, BENCH_UI_PORTS, BENCH_UI_DIST,
 * BENCH_UI_BUILD (./ui/processes.ts).
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import { machineState } from './bench-kit';
import { loadNow, loadText, phaseLoad } from './ui/load-flag';
import { ensureBuild, freePort, startGateway, startService } from './ui/processes';
import { throttledPage } from './ui/web-vitals';

const WIDTHS = (process.env.BENCH_UI_WIDTHS ?? '360,390,768,1024,1440').split(',').map(Number);
const SHOTS = process.env.BENCH_UI_SHOTS;
/** A phone's screen is tall and narrow; from 768 px up, a laptop's. */
const heightFor = (width: number) => (width < 768 ? 844 : 900);

ensureBuild();
const servicePort = await freePort();
const uiPort = await freePort();
await startService({ port: servicePort, courts: 20, speed: 1, wsMaxPerKey: 20, windowScale: 1 });
await startGateway(uiPort, `http://127.0.0.1:${servicePort}`);
const base = `http://127.0.0.1:${uiPort}`;
const browser = await chromium.launch(playwrightConfig.use?.launchOptions ?? {});
const figures: Record<string, number> = {};
try {
  for (const width of WIDTHS)
    for (const theme of ['light', 'dark'] as const) {
      const start = loadNow();
      const { context, page } = await throttledPage(browser, {
        viewport: { width, height: heightFor(width) },
        colorScheme: theme,
        mobile: false,
      });
      await page.goto(`${base}/`);
      await page.getByTestId('live-match').first().waitFor({ timeout: 120_000 });
      for (const status of ['upcoming', 'completed'])
        await page
          .getByTestId(`${status}-section`)
          .filter({ hasNotText: 'Loading…' })
          .waitFor({ timeout: 120_000 });
      // Shifts are reported after the frame that made them.
      await page.waitForTimeout(1_000);
      const shifts = await page.evaluate(() => ({
        cls: window.__vitals?.cls ?? Number.NaN,
        lines: window.__vitals?.shifts ?? [],
      }));
      if (SHOTS) {
        await page.screenshot({ path: path.join(SHOTS, `slate-${width}-${theme}.png`) });
        await page.screenshot({ path: path.join(SHOTS, `slate-${width}-${theme}-page.png`), fullPage: true });
      }
      await context.close();
      const cls = Math.round(shifts.cls * 1000) / 1000;
      figures[`cls_${width}_${theme}`] = cls;
      console.log(
        `${width}×${heightFor(width)} ${theme}: CLS ${cls} ${loadText(phaseLoad(start))}\n  ${shifts.lines.join('\n  ') || 'no shift'}`,
      );
    }
} finally {
  await browser.close();
}
console.log(JSON.stringify({ ...figures, machine: machineState() }));
process.exit(0);
