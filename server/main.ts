import { settle, startApp } from './start-app';

const started = Date.now();
const [{ app, cfg }, { DEMO_KEYS }, { listenAdmin }] = await Promise.all([
  startApp({ logger: process.env.LOG === '1' }),
  import('./access/keys'),
  import('./admin-app'),
]);
// The admin listener first: once /health answers, the fault controls (e2e drives them) do too.
const adminUrl = await listenAdmin(app, cfg);
await app.listen({ host: cfg.host, port: cfg.port });
const url = `http://${cfg.host}:${cfg.port}`;
const { live } = app.world.settleOnView();
console.log(
  `Tennis Data Service (local) listening on ${url}  [speed ${cfg.speed}, seed ${cfg.seed}, ${live} live matches, ready in ${Date.now() - started} ms]`,
);
console.log(`Fault controls (this machine only): ${adminUrl}/_admin/faults  (server/faults/README.md)`);
console.log('Demo keys:');
for (const k of DEMO_KEYS) {
  const plan = k.historyPlan ? ` + history plan ${k.historyPlan}` : '';
  console.log(
    `  ${k.key.padEnd(26)} ${k.tier.toUpperCase()}${plan}${k.channel === 'marketplace' ? ' (marketplace key)' : ''}${k.disabled ? ' (disabled)' : ''}`,
  );
}

// The live replay is up; the coverage rollup (with the models of the matches on view) builds now (a
// read meanwhile waits for it, never 503), and the other corpora (archive, tapes, rankings, Elo,
// charting) load on their first read.
await settle(app);
console.log(`Service ready: every read answers (coverage rollup built) in ${Date.now() - started} ms`);

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
