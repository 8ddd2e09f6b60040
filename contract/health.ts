import { z } from 'zod';

/** `GET /health` (no key): liveness probe. */
export const Health = z.looseObject({
  status: z.literal('ok'),
  version: z.literal('v1'),
});
export type Health = z.infer<typeof Health>;
