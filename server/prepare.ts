// `npm ci` runs this once (package.json `postinstall`): it builds, ahead of the first start, the
// compact forms a fresh clone's first start would otherwise build before `/health` could answer
// (the results digest, the recordings, the players, each live match's model inputs), so that start
// reads them as every later one does. A failure here costs nothing but time: the service builds
// whatever is missing on its first start, as it always has. COURTSIDE_PREPARE=off skips it.
import { settle, startApp } from './start-app';

const started = Date.now();
try {
  if (process.env.COURTSIDE_PREPARE === 'off' || process.env.COURTSIDE_CACHE === 'off') process.exit(0);
  const { app } = await startApp({ logger: false });
  await app.ready();
  await settle(app);
  await app.close();
  console.log(`[prepare] the service's start forms are ready in .cache/ (${Date.now() - started} ms)`);
} catch (error) {
  console.warn(
    `[prepare] the start forms were not built ahead (the first start builds them): ${String(error)}`,
  );
}
process.exit(0);
