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
  /** Kills the server as a crash would (clients stay, and redial): Redis is unreachable. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty (nothing was written to disk), and waits for PING. */
  restart(): Promise<void>;
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

function spawnRedis(port: number): ChildProcess {
  return spawn(
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
}

/** Until the server answers PING on `client` (10 s at most: the binary is missing or the port taken). */
async function answered(client: Redis, port: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await client.connect().catch(() => undefined);
      if ((await client.ping()) === 'PONG') return;
    } catch {
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on ${port}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** Starts `redis-server` (Debian's, installed by `scripts/ensure-test-tools.sh`) and waits for PING. */
export async function startRedis(): Promise<RedisHarness> {
  const port = await freePort();
  let child = spawnRedis(port);
  const url = `redis://127.0.0.1:${port}`;
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => 50 });
  client.on('error', () => {});
  await answered(client, port);
  // Clients the tests open; each is closed with the server, or it would retry every 50 ms (and log
  // each refusal) for the rest of the run, in a worker the next test files share.
  const opened: Redis[] = [];
  const exited = (c: ChildProcess) =>
    c.exitCode !== null || c.signalCode !== null ? Promise.resolve() : new Promise((r) => c.once('exit', r));
  return {
    url,
    client,
    duplicate() {
      const c = client.duplicate();
      c.on('error', () => {});
      opened.push(c);
      return c;
    },
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async restart() {
      child = spawnRedis(port);
      await answered(client, port);
    },
    async stop() {
      for (const c of opened) c.disconnect();
      client.disconnect();
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
