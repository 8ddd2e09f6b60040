import { CORPUS_READS } from '../scripts/corpus-reads';
import { serviceUrl } from './gateways';

// The local service builds its archive, name index, Elo, charting and history views on first use
// (a cold `.cache/`, as on a fresh clone: 82 s for all of them at load 14, 10 s once cached). An
// analyst journey whose first read meets a build waits on it, and with two workers one such read
// stalled the live slate another journey was loading for over 10 s. So a first read of each is
// asked once per run, before any journey that reads history (playwright.config.ts); the list is
// scripts/corpus-reads.ts, shared with the start-up benchmark.

/** Reads `path` on the service with a key no journey spends; a refusal fails it. */
export async function serviceRead(path: string): Promise<void> {
  const res = await fetch(`${serviceUrl}${path}`, { headers: { 'X-API-Key': 'demo-ultra-marketplace' } });
  await res.arrayBuffer();
  // Anything but a 200 would mean the journeys meet a service that is not the one they expect (the
  // Elo read went without its tour for a while and warmed nothing, answered 400).
  if (res.status !== 200) throw new Error(`reading ${path}: the service answered ${res.status}`);
}

/**
 * Reads every corpus once, all at once: the service builds them in worker threads, so reads asked
 * together build side by side. A corpus already built answers at once, and one being built is built
 * once however often it is asked, so calling this again only waits for what is still building.
 */
export async function corporaBuilt(): Promise<number> {
  const started = Date.now();
  await Promise.all(Object.values(CORPUS_READS).map(serviceRead));
  return Date.now() - started;
}
