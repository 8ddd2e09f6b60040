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

const WIDTHS = (process.env.BENCH_UI_WIDTHS ?? '360,390,768,1024,1440').split(',').map(Number);
const SHOTS = process.env.BENCH_UI_SHOTS;
/** A phone's screen is tall and narrow; from 768 px up, a laptop's. */
const heightFor = (width: number) => (width < 768 ? 844 : 900);

// Plain JS in a string, as in ./ui/web-vitals.ts: every shift with what moved, from where to where.
const SHIFTS_SCRIPT = `(() => {
  const shifts = { cls: 0, lines: [] };
  window.__shifts = shifts;
  const describe = (node) => {
    const el = node && node.nodeType !== 1 ? node.parentElement : node;
    if (!el) return '(removed)';
    const id = el.getAttribute('data-testid');
    const text = (el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 30);
    return el.tagName.toLowerCase() + (id ? '[' + id + ']' : '') + (text ? ' "' + text + '"' : '');
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      shifts.cls += e.value;
      const moved = (e.sources || []).map((s) => describe(s.node) + ' y ' + Math.round(s.previousRect.y) +
        '→' + Math.round(s.currentRect.y));
      shifts.lines.push(Math.round(e.startTime) + ' ms: ' + e.value.toFixed(4) + ' ' + moved.join(' | '));
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

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
      const context = await browser.newContext({
        viewport: { width, height: heightFor(width) },
        colorScheme: theme,
        deviceScaleFactor: 1,
      });
      const page = await context.newPage();
      await page.addInitScript({ content: SHIFTS_SCRIPT });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: 1.6e6 / 8,
        uploadThroughput: 750e3 / 8,
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
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: { cls: number; lines: string[] } }).__shifts,
      );
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
