import { type ChildProcess, spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { freePort, type RedisHarness, startRedis } from '../gateway/redis/redis.test-harness';
import { feedKeys } from '../gateway/redis/redis-feed-keys';
import { closeTraders, drawnScore, firstLiveRow, openSlate } from './desk-trader';
import { serviceUrl } from './gateways';

test.afterEach(closeTraders);

// Persona: a desk too big for one gateway. Two instances of it share one key through Redis (an ULTRA
// key of its own, so its two feed connections are not the other journeys'): a trader on each sees
// live frames and the same score, and only one instance holds the upstream feed.

const KEY = 'demo-ultra-marketplace';

/** Starts `gateway/main.ts` as `npm start` does, on a free port, with REDIS_URL; resolves its URL. */
async function startGateway(redisUrl: string, started: ChildProcess[]): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/main.ts'], {
    env: {
      ...process.env,
      PORT_UI: String(port),
      COURTSIDE_BASE_URL: serviceUrl,
      COURTSIDE_KEY: KEY,
      REDIS_URL: redisUrl,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      if (String(d).includes('[gateway] http')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`gateway exited (${code})`)));
  });
  return `http://127.0.0.1:${port}`;
}

test('two gateway instances share one upstream feed through Redis, and a trader on each sees the same score', async ({
  browser,
}) => {
  const started: ChildProcess[] = [];
  let redis: RedisHarness | null = null;
  try {
    redis = await startRedis();
    const urls = await Promise.all([startGateway(redis.url, started), startGateway(redis.url, started)]);
    const [a, b] = await Promise.all(urls.map((url) => openSlate(browser, url)));
    for (const [i, trader] of [a, b].entries())
      await expect
        .poll(trader.scoreFrames, {
          message: `the trader on instance ${i + 1} receives live score frames`,
        })
        .toBeGreaterThan(0);

    // One ingester, and its frames in the stream both instances read.
    expect(await redis.client.get(feedKeys().lock)).toMatch(/^\d+-/);
    expect(await redis.client.xlen(feedKeys().stream)).toBeGreaterThan(0);

    const { row: first, names } = await firstLiveRow(a.page);
    const same = b.page.getByTestId('live-match').filter({ hasText: names[0] }).filter({ hasText: names[1] });
    await expect(same).toHaveCount(1);
    await expect
      .poll(async () => (await drawnScore(same)) === (await drawnScore(first)), {
        message: `both instances show ${names.join(' v ')} alike`,
      })
      .toBe(true);
  } finally {
    for (const child of started) child.kill('SIGTERM');
    await redis?.stop();
  }
});
