// lcp_ms / inp_ms / fcp_ms / cls: what a fan on a mid-range phone feels, on a cold load of a page. Chromium's CPU is
// slowed 4× (CDP Emulation.setCPUThrottlingRate) and its network shaped like a fast 3G link (CDP
// Network.emulateNetworkConditions: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, the figures of
// Lighthouse's mobile profile); the page reads its own Largest Contentful Paint and the durations of
// its interactions with PerformanceObserver, and the layout shifts until the interaction (CLS: their
// sum, each printed with the elements that moved and from where to where). One interaction (a click that opens something in place)
// is made after the page has settled; INP is the longest interaction seen (fewer than 50 were made).
import type { Browser, CDPSession, Page } from '@playwright/test';

declare global {
  interface Window {
    __vitals?: {
      lcp: number | null;
      fcp: number | null;
      cls: number;
      shifts: string[];
      candidates: { at: number; element: string }[];
      interactions: Record<number, number>;
      /** Where the longest interaction's time went, as "name: input delay + processing + presentation". */
      slowest: string | null;
    };
  }
}

// Plain JS in a string: a function would be serialised with whatever helpers tsx injected into it.
const VITALS_SCRIPT = `(() => {
  const vitals = { lcp: null, fcp: null, cls: 0, shifts: [], candidates: [], interactions: {}, slowest: null };
  let slowestMs = 0;
  window.__vitals = vitals;
  // Which element each candidate was: a placeholder that is replaced, or text that moves, shows here.
  const describe = (node) => {
    // A shift's source may be a text node: it is described by its element.
    const el = node && node.nodeType !== 1 ? node.parentElement : node;
    if (!el) return '(removed)';
    const id = el.getAttribute('data-testid');
    const text = (el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    const box = el.getBoundingClientRect();
    return el.tagName.toLowerCase() + (id ? '[' + id + ']' : '') + ' ' + Math.round(box.width) + 'x' +
      Math.round(box.height) + (text ? ' "' + text + '"' : '');
  };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        vitals.lcp = e.renderTime || e.loadTime || e.startTime;
        // The area the browser counted (px²): an element React has since replaced reads "(removed)".
        vitals.candidates.push({ at: Math.round(vitals.lcp), element: describe(e.element) + ', ' + e.size + ' px²' });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.name === 'first-contentful-paint') vitals.fcp = e.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.hadRecentInput) continue;
        vitals.cls += e.value;
        const moved = (e.sources || []).map((s) => describe(s.node) + ' y ' + Math.round(s.previousRect.y) +
          '→' + Math.round(s.currentRect.y));
        vitals.shifts.push(Math.round(e.startTime) + ' ms: ' + e.value.toFixed(4) + ' ' + moved.join(' | '));
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (!e.interactionId) continue;
        vitals.interactions[e.interactionId] = Math.max(vitals.interactions[e.interactionId] || 0, e.duration);
        // The event's duration is rounded to 8 ms; its parts are not.
        if (e.duration > slowestMs) {
          slowestMs = e.duration;
          const delay = e.processingStart - e.startTime;
          const work = e.processingEnd - e.processingStart;
          vitals.slowest = e.name + ' ' + Math.round(e.duration) + ' ms: input delay ' + Math.round(delay) +
            ' + handlers ' + Math.round(work) + ' + to the next paint ' + Math.round(e.duration - delay - work);
        }
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    // No such timing in this browser: the figures stay empty.
  }
})();`;

/** The phone the figures stand for: a 390×844 screen, 4× slower CPU, fast 3G. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  cpuSlowdown: 4,
  // Bytes per second, as CDP takes them.
  network: { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 },
};

export interface VitalsTarget {
  name: string;
  url: string;
  /** Resolves once the page shows what it is for (its largest content is in place). */
  ready(page: Page): Promise<void>;
  /** One interaction a fan makes there, answered in place (no navigation). */
  interact(page: Page): Promise<void>;
}

const round = (x: number) => Math.round(x);

/** A page's screen: the phone's by default; others (a laptop's) take the phone's CPU and network all the same. */
export interface ScreenShape {
  viewport: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  /** A phone's touch screen at 3× density; otherwise a desktop's at 1×. */
  mobile: boolean;
}

/**
 * A fresh context and page on the phone profile's CPU and network, the vitals observers installed
 * (`window.__vitals`), throttled through `cdp`.
 */
export async function throttledPage(
  browser: Browser,
  screen: ScreenShape = { viewport: PHONE.viewport, mobile: true },
) {
  const context = await browser.newContext({
    viewport: screen.viewport,
    colorScheme: screen.colorScheme,
    ...(screen.mobile ? { deviceScaleFactor: 3, isMobile: true, hasTouch: true } : { deviceScaleFactor: 1 }),
  });
  const page = await context.newPage();
  await page.addInitScript({ content: VITALS_SCRIPT });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PHONE.network });
  return { context, page, cdp };
}

/** What a profiling run records around the load (`scripts/bench/ui-phone-trace.ts`); the bench records nothing. */
export interface VitalsRecorder {
  /** Before the page is opened. */
  start(cdp: CDPSession): Promise<void>;
  /** Once the interaction's entry is in, before the context closes. */
  stop(cdp: CDPSession): Promise<void>;
}

/** LCP and INP of one cold load of `target` on the phone profile. */
export async function webVitals(browser: Browser, target: VitalsTarget, recorder?: VitalsRecorder) {
  const { context, page, cdp } = await throttledPage(browser);
  await recorder?.start(cdp);
  const t0 = Date.now();
  await page.goto(target.url);
  await target.ready(page);
  const readyMs = Date.now() - t0;
  // Late candidates (a web font, a chart) count until the first input; give them a moment.
  await page.waitForLoadState('load');
  await page.waitForTimeout(1_000);
  await target.interact(page);
  // The interaction's entry is reported after its next paint.
  await page.waitForFunction(() => Object.keys(window.__vitals?.interactions ?? {}).length > 0, null, {
    timeout: 10_000,
  });
  const vitals = await page.evaluate(() => window.__vitals);
  await recorder?.stop(cdp);
  await context.close();
  const durations = Object.values(vitals?.interactions ?? {});
  return {
    lcp_ms: vitals?.lcp == null ? Number.NaN : round(vitals.lcp),
    fcp_ms: vitals?.fcp == null ? Number.NaN : round(vitals.fcp),
    cls: Math.round((vitals?.cls ?? Number.NaN) * 1000) / 1000,
    /** Every layout shift in order, "at ms: score element y from→to | …". */
    shifts: vitals?.shifts ?? [],
    inp_ms: durations.length === 0 ? Number.NaN : round(Math.max(...durations)),
    ready_ms: readyMs,
    interactions: durations.length,
    /** The longest interaction's event and its parts (input delay, handlers, to the next paint). */
    inp_parts: vitals?.slowest ?? 'none',
    /** Every LCP candidate in order, "at ms: element"; the last is the LCP. */
    lcp_candidates: (vitals?.candidates ?? []).map((c) => `${c.at} ms: ${c.element}`),
  };
}
