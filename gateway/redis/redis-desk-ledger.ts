import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { DeskBlock, DeskLedger, DeskLimits } from '../budget/desk-ledger';
import { type SpentCall, WINDOW_MS } from '../budget/fair-share';

const DAY_TTL_S = 2 * 86_400;

/**
 * The desk's ledger in Redis, shared by every gateway instance: the minute as a sorted set scored by
 * time (member `browser|at|nonce`), the day as a counter per UTC day, the stop and the limits as
 * plain keys. Each step is one command or one MULTI, so two instances never lose each other's counts.
 */
export function redisDeskLedger(redis: Redis, prefix = 'courtside:budget'): DeskLedger {
  const minuteKey = `${prefix}:minute`;
  const dayKey = (day: number) => `${prefix}:day:${day}`;
  const blockKey = `${prefix}:block`;
  const limitsKey = `${prefix}:limits`;
  return {
    async minute(now) {
      const res = await redis
        .multi()
        .zremrangebyscore(minuteKey, '-inf', String(now - WINDOW_MS))
        .zrange(minuteKey, '0', '-1')
        .exec();
      const members = (res?.[1]?.[1] as string[] | undefined) ?? [];
      return members.map((m): SpentCall => {
        const [browser, at] = m.split('|');
        return { browser, at: Number(at) };
      });
    },
    async record(call) {
      const day = Math.floor(call.at / 86_400_000);
      await redis
        .multi()
        .zadd(minuteKey, call.at, `${call.browser}|${call.at}|${randomBytes(4).toString('hex')}`)
        .pexpire(minuteKey, WINDOW_MS * 2)
        .incr(dayKey(day))
        .expire(dayKey(day), DAY_TTL_S)
        .exec();
    },
    async dayUsed(day) {
      return Number((await redis.get(dayKey(day))) ?? 0);
    },
    async setDayUsed(day, used) {
      await redis.set(dayKey(day), String(used), 'EX', DAY_TTL_S);
    },
    async block() {
      const raw = await redis.get(blockKey);
      return raw ? (JSON.parse(raw) as DeskBlock) : null;
    },
    async setBlock(block, now) {
      const ttl = Math.max(1, block.until - now);
      // Only a later stop replaces the held one (compare and set in one script).
      await redis.eval(
        `local cur = redis.call('GET', KEYS[1])
         if cur and cjson.decode(cur)['until'] >= tonumber(ARGV[2]) then return 0 end
         redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[3])
         return 1`,
        1,
        blockKey,
        JSON.stringify(block),
        String(block.until),
        String(ttl),
      );
    },
    async limits() {
      const raw = await redis.get(limitsKey);
      return raw ? (JSON.parse(raw) as DeskLimits) : null;
    },
    async setLimits(limits) {
      await redis.set(limitsKey, JSON.stringify(limits));
    },
    async close() {},
  };
}
