// Playwright global setup, run once the service answers: a first read of each corpus the journeys
// use, and a wait for the app's gateway (its build runs meanwhile: playwright.config.ts launches it
// without waiting). The local service builds its archive, name index, Elo, charting and history views
// on first use; with two workers, an analyst journey's first read stalled the live slate another
// journey was loading for over 10 s. Warming them here makes every journey meet the service as a user
// who is not the first of the day would.
import { appUrl, serviceUrl } from './gateways';

const READS = [
  '/history/matches?limit=1',
  '/history/archive/matches?limit=1',
  '/history/archive/players?name=federer',
  '/h2h?p1=Roger%20Federer&p2=Rafael%20Nadal',
  '/rankings?system=atp',
  '/rankings?system=elo',
  '/rally/matches?limit=1',
  '/charting/players?name=federer',
  '/history/coverage',
  // The package listing hashes every month's package on first read (~10 s on one thread).
  '/history/packages',
];

/**
 * The package kinds the analysts' journeys read a period at a time (records: archive seasons; the
 * careers and weeks at No. 1: monthly rankings; the comparison: Elo years), asked by year so each
 * listing builds that year's files. The service builds each period once, on its request thread, on
 * its first read (0.3-0.8 s a month at load 12-15; 415 rankings months, 55 archive seasons and 35
 * Elo years took 4 min in all).
 */
const PACKAGE_KINDS = ['archive', 'rankings', 'elo'] as const;
const FIRST_YEAR = 1968;

/** How long the app's build and gateway may take to answer once the service does. */
const GATEWAY_DEADLINE_MS = 240_000;

async function warm(path: string): Promise<void> {
  const res = await fetch(`${serviceUrl}${path}`, { headers: { 'X-API-Key': 'demo-ultra-marketplace' } });
  // A refusal here would mean the journeys meet a service that is not the one they expect.
  if (res.status >= 500) throw new Error(`warming ${path}: the service answered ${res.status}`);
  await res.arrayBuffer();
}

/**
 * Builds every period of the analysts' package kinds, one listing at a time, while the other
 * journeys run: those wait mostly on replayed play, so the service's request thread has the time.
 * The package readers run last (playwright.config.ts) and meet files already built; one that comes
 * early builds what it reads itself, as before (the service builds a period once however often it
 * is asked). Never awaited by the setup and never fails the run: a journey that needs a package
 * still asks for it.
 */
async function buildPackagesMeanwhile(): Promise<void> {
  const started = Date.now();
  const last = new Date().getUTCFullYear();
  try {
    for (const kind of PACKAGE_KINDS)
      for (let year = FIRST_YEAR; year <= last; year++)
        await warm(`/history/packages?kind=${kind}&year=${year}`);
    console.log(`[e2e] the analysts' packages were built in ${Date.now() - started} ms, beside the journeys`);
  } catch (e) {
    console.log(`[e2e] building the analysts' packages stopped: ${(e as Error).message}`);
  }
}

/** Waits until the app's gateway serves the built page (it starts once `vite build` is done). */
async function gatewayAnswers(): Promise<void> {
  const deadline = Date.now() + GATEWAY_DEADLINE_MS;
  for (;;) {
    try {
      const res = await fetch(appUrl);
      if (res.ok) return;
    } catch {
      // Not listening yet: the build is still running.
    }
    if (Date.now() > deadline)
      throw new Error(
        `the app's gateway at ${appUrl} did not answer: see the [gateway] output for the build`,
      );
    await new Promise((r) => setTimeout(r, 250));
  }
}

export default async function warmService(): Promise<void> {
  const started = Date.now();
  // All at once: the service builds its corpora in worker threads, so reads asked together build side
  // by side (and beside the app's build) instead of one after another.
  const warmed = Promise.all(READS.map(warm)).then(() => Date.now() - started);
  const built = gatewayAnswers().then(() => Date.now() - started);
  const [warmMs, builtMs] = await Promise.all([warmed, built]);
  console.log(`[e2e] service corpora warmed in ${warmMs} ms; the app's gateway answered at ${builtMs} ms`);
  void buildPackagesMeanwhile();
}
