// Playwright global setup, run once the service and the gateways answer: a first read of each
// corpus the journeys use. The local service builds its archive, name index, Elo, charting and
// history views on first use, on its one thread; with two workers, an analyst journey's first read
// stalled the live slate another journey was loading for over 10 s. Warming them here makes every
// journey meet the service as a user who is not the first of the day would.
import { serviceUrl } from './gateways';

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

export default async function warmService(): Promise<void> {
  const started = Date.now();
  for (const path of READS) {
    const res = await fetch(`${serviceUrl}${path}`, { headers: { 'X-API-Key': 'demo-ultra-marketplace' } });
    // A refusal here would mean the journeys meet a service that is not the one they expect.
    if (res.status >= 500) throw new Error(`warming ${path}: the service answered ${res.status}`);
    await res.arrayBuffer();
  }
  console.log(`[e2e] service corpora warmed in ${Date.now() - started} ms`);
}
