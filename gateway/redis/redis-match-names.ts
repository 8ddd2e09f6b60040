import type { Redis } from 'ioredis';
import type { SharedMatchNames } from '../site/match-names';
import type { RedisLink } from './redis-link';

/** How long a heard match's names stay shared: a replayed day's matches and their links outlast it. */
const KEEP_S = 7 * 24 * 3_600;

/**
 * The match names every gateway of a desk hears, in Redis: one key per match with its expiry, so a
 * page served by one instance carries the names another read. While the link says Redis is gone,
 * it is not asked (each instance serves what it heard itself), so no page waits on it.
 */
export function redisMatchNames(
  redis: Redis,
  link: Pick<RedisLink, 'shared'> | null,
  prefix = 'courtside:names',
): SharedMatchNames {
  const up = () => link?.shared ?? true;
  return {
    save(matches) {
      if (!up()) return;
      const batch = redis.pipeline();
      for (const m of matches) batch.set(`${prefix}:${m.id}`, JSON.stringify(m), 'EX', KEEP_S);
      void batch.exec().catch(() => undefined);
    },
    async load(id) {
      if (!up()) return null;
      const raw = await redis.get(`${prefix}:${id}`).catch(() => null);
      if (!raw) return null;
      try {
        return JSON.parse(raw);
      } catch {
        return null;
      }
    },
  };
}
