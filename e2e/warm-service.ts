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

/** How long the app's build and gateway may take to answer once the service does. */
const GATEWAY_DEADLINE_MS = 240_000;

async function warm(path: string): Promise<void> {
  const res = await fetch(`${serviceUrl}${path}`, { headers: { 'X-API-Key': 'demo-ultra-marketplace' } });
  // A refusal here would mean the journeys meet a service that is not the one they expect.
  if (res.status >= 500) throw new Error(`warming ${path}: the service answered ${res.status}`);
  await res.arrayBuffer();
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
}
