// Playwright global setup, run once the service answers: it waits for the app's gateway (its build
// runs meanwhile: playwright.config.ts launches it without waiting) and asks the service for a first
// read of each corpus (corpora.ts) and then for every analysts' package, both in the background.
// Nothing here waits on those builds: the live journeys read none and start at once, and the
// history journeys wait for the corpora in a project of their own (corpora.setup.ts). On a fresh
// clone (a cold `.cache/`) the corpora take 82 s at load 14, and the run used to wait them out
// before its first journey.
import { corporaBuilt, serviceRead } from './corpora';
import { appUrl } from './gateways';
import { fault } from './journey-helpers';

/**
 * The package kinds the analysts' journeys read a period at a time, from the first year a journey
 * reads, asked by year so each listing builds that year's files: the careers and weeks at No. 1
 * read monthly rankings from 1984 (Evert's WTA career: the WTA lists held begin then; Sampras's
 * ATP one starts in 1988), the comparison Elo years (and the Elo view lists every year, which
 * builds them all), the records room the archive's seasons from 1968. Rankings first: three of
 * the four readers need them. The service builds each period once, on its request thread, on its
 * first read (about 0.2 CPU-seconds a rankings month; the 61 months held before 1984 are left to
 * be built if ever read).
 */
const PACKAGE_YEARS = [
  { kind: 'rankings', from: 1984 },
  { kind: 'elo', from: 1968 },
  { kind: 'archive', from: 1968 },
] as const;

/** How long the app's build and gateway may take to answer once the service does. */
const GATEWAY_DEADLINE_MS = 240_000;

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
    for (const { kind, from } of PACKAGE_YEARS)
      for (let year = from; year <= last; year++)
        await serviceRead(`/history/packages?kind=${kind}&year=${year}`);
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
  // A fault left on a reused service by an earlier run (a refusing feed, a stale match) would fake a
  // journey's failure: cleared once, here, before any journey. During the run each journey undoes
  // only its own, so none thaws a match another has frozen.
  await fault('reset');
  void corporaBuilt()
    .then((ms) => console.log(`[e2e] the service's corpora were built ${ms} ms after the setup asked`))
    .catch((e) => console.log(`[e2e] building the corpora stopped: ${(e as Error).message}`))
    .then(buildPackagesMeanwhile);
  await gatewayAnswers();
  console.log(`[e2e] the app's gateway answered ${Date.now() - started} ms after the service did`);
}
