import type { FastifyInstance } from 'fastify';
import { DEMO_KEYS, LIMITS } from '../../access/keys';
import { gate } from '../../plugins/route-kit';

/** GET /usage (quota-exempt): the caller's tier, limits and today's calls. */
export function usageRoutes(app: FastifyInstance) {
  app.get('/usage', gate({ kind: 'tier', tier: 'free', usageExempt: true }), async (req) => {
    const key = req.apiKey ?? DEMO_KEYS[0];
    const now = app.world.now();
    const today = app.usage.today(key.key, now);
    const limits = LIMITS[key.tier];
    return {
      principal: `key:${key.key.slice(0, 6)}…`,
      tier: key.tier,
      base_tier: key.tier,
      tier_expires_at: null,
      channel: key.channel,
      history_plan: key.historyPlan,
      limits: { per_minute: limits.perMinute, per_day: limits.perDay },
      today: {
        calls: today.calls,
        errors: today.errors,
        remaining_day: Math.max(0, limits.perDay - today.calls),
      },
      free_history_taste:
        key.tier === 'free' && !key.historyPlan
          ? { allowance: 20, used: app.usage.tasteUsed(key.key, now) }
          : null,
      history: app.usage.history(key.key),
      as_of: new Date(now).toISOString(),
    };
  });
}
