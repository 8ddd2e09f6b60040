import { z } from 'zod';
import { IsoDate, openEnum, Timestamp } from './common';

// The documents say the usage read exists but show neither path nor payload; both come from the
// vendor yaml (`GET /usage`, quota-exempt), so every field is optional for the dashboard.

/** Path of the usage read. */
export const USAGE_PATH = '/usage';

/** One day of the 30-day usage history. */
export const UsageDay = z.looseObject({
  day: IsoDate.optional(),
  calls: z.int().optional(),
  errors: z.int().optional(),
});

/** `GET /usage`: the calling key's own usage against its quota. */
export const Usage = z.looseObject({
  /** Opaque reference to the key itself. */
  principal: z.string().optional(),
  tier: openEnum(['free', 'basic', 'pro', 'ultra']).optional(),
  /** Subscription tier; differs from `tier` while a temporary grant is active. */
  base_tier: z.string().optional(),
  tier_expires_at: Timestamp.nullable().optional(),
  channel: z.string().optional(),
  limits: z
    .looseObject({ per_minute: z.int().nullable().optional(), per_day: z.int().nullable().optional() })
    .optional(),
  today: z
    .looseObject({
      calls: z.int().optional(),
      errors: z.int().optional(),
      remaining_day: z.int().nullable().optional(),
    })
    .optional(),
  /**
   * A FREE key's 20 history calls this calendar month. Neither document nor the vendor yaml shows it:
   * the local service adds it so the dashboard can count; absent from another service means "unknown".
   */
  free_history_taste: z
    .looseObject({ allowance: z.int().optional(), used: z.int().optional() })
    .nullable()
    .optional(),
  /** Last 30 days, oldest first. */
  history: z.array(UsageDay).optional(),
  as_of: Timestamp.optional(),
});
export type Usage = z.infer<typeof Usage>;
