import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Redis } from 'ioredis';

/** The application server's VAPID key pair (base64url, as `web-push` makes them). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A browser's push subscription and what it follows (the favourites' ids). */
export interface StoredSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  follows: { players: number[]; matches: number[] };
  /** The kinds of alert chosen (the browser's choices); absent: on court, each set, the result. */
  kinds?: string[];
  /** Matches hidden in spoiler-free mode: their pushes say what happened, never the score. */
  hidden?: number[];
}

/** Where the gateway keeps its VAPID keys and subscriptions: on disk, or in Redis for every instance. */
export interface PushStore {
  /** The keys kept, or `make()`'s, kept first (the first instance to store them wins). */
  vapidKeys(make: () => VapidKeys): Promise<VapidKeys>;
  save(sub: StoredSubscription): Promise<void>;
  remove(endpoint: string): Promise<void>;
  all(): Promise<StoredSubscription[]>;
  /** Claims an event's push (true once per key): instances sharing the store push it once. */
  claim(key: string): Promise<boolean>;
}

interface PushFile {
  vapid: VapidKeys | null;
  subscriptions: Record<string, StoredSubscription>;
}

/** A JSON file in `dir` (written whole, through a temporary file, so a crash never leaves half of it). */
export function filePushStore(dir: string): PushStore {
  const file = path.join(dir, 'push.json');
  let cached: PushFile | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  const claimed = new Set<string>();
  const load = async (): Promise<PushFile> => {
    if (cached) return cached;
    try {
      cached = JSON.parse(await readFile(file, 'utf8')) as PushFile;
    } catch {
      cached = { vapid: null, subscriptions: {} };
    }
    return cached;
  };
  const persist = async (data: PushFile) => {
    await mkdir(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    // The private key is in this file: readable by this user only.
    await writeFile(tmp, JSON.stringify(data), { mode: 0o600 });
    await rename(tmp, file);
  };
  // One change at a time, so two saves never write over each other.
  const change = <T>(work: (data: PushFile) => T): Promise<T> => {
    const next = queue.then(async () => {
      const data = await load();
      const out = work(data);
      await persist(data);
      return out;
    });
    queue = next.catch(() => undefined);
    return next;
  };
  return {
    async vapidKeys(make) {
      const data = await load();
      if (data.vapid) return data.vapid;
      return change((d) => {
        d.vapid ??= make();
        return d.vapid;
      });
    },
    save: (sub) =>
      change((d) => {
        d.subscriptions[sub.endpoint] = sub;
      }),
    remove: (endpoint) => change((d) => void delete d.subscriptions[endpoint]),
    all: async () => Object.values((await load()).subscriptions),
    // One process owns the file: a set in memory is enough (a restart may repeat one recent push).
    claim: async (key) => {
      if (claimed.has(key)) return false;
      claimed.add(key);
      if (claimed.size > CLAIMS_KEPT) claimed.delete(claimed.values().next().value as string);
      return true;
    },
  };
}

/** Event claims remembered in one process, at most (oldest forgotten first). */
const CLAIMS_KEPT = 10_000;
/** How long an instance's claim on an event holds in Redis. */
const CLAIM_SECONDS = 24 * 3600;

const VAPID_KEY = 'courtside:push:vapid';
const SUBS_KEY = 'courtside:push:subscriptions';

/** Redis: the keys in one string (set only if absent, so every instance uses the first), subscriptions in a hash. */
export function redisPushStore(redis: Redis): PushStore {
  return {
    async vapidKeys(make) {
      await redis.set(VAPID_KEY, JSON.stringify(make()), 'NX');
      return JSON.parse((await redis.get(VAPID_KEY)) as string) as VapidKeys;
    },
    save: async (sub) => void (await redis.hset(SUBS_KEY, sub.endpoint, JSON.stringify(sub))),
    remove: async (endpoint) => void (await redis.hdel(SUBS_KEY, endpoint)),
    all: async () =>
      Object.values(await redis.hgetall(SUBS_KEY)).map((v) => JSON.parse(v) as StoredSubscription),
    claim: async (key) =>
      (await redis.set(`courtside:push:sent:${key}`, '1', 'EX', CLAIM_SECONDS, 'NX')) === 'OK',
  };
}
