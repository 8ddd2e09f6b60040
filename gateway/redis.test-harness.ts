import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** A real `redis-server` for one test file: a free loopback port, nothing written to disk. */
export interface RedisHarness {
  url: string;
  /** A client for the test itself (flush between tests, look at keys). */
  client: Redis;
  /** Another connection (an instance of its own), closed by `stop`. */
  duplicate(): Redis;
  stop(): Promise<void>;
}

/** A port the kernel just handed out and took back: free for the server to bind. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Starts `redis-server` (Debian's, installed by `scripts/ensure-test-tools.sh`) and waits for PING. */
export async function startRedis(): Promise<RedisHarness> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--loglevel',
      'warning',
    ],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => 50 });
  client.on('error', () => {});
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await client.connect().catch(() => undefined);
      if ((await client.ping()) === 'PONG') break;
    } catch {
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on ${port}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  // Clients the tests open; each is closed with the server, or it would retry every 50 ms (and log
  // each refusal) for the rest of the run, in a worker the next test files share.
  const opened: Redis[] = [];
  return {
    url,
    client,
    duplicate() {
      const c = client.duplicate();
      c.on('error', () => {});
      opened.push(c);
      return c;
    },
    async stop() {
      for (const c of opened) c.disconnect();
      client.disconnect();
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
