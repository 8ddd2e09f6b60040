import type { WORKER_SCHEMAS } from './worker-schemas';

/** A read the contract worker checks (./worker-schemas.ts). */
export type WorkerSchemaName = keyof typeof WORKER_SCHEMAS;

/** The page asks: check `body` (the answer of `status`) against the named schema. */
export interface CheckRequest {
  id: number;
  schema: WorkerSchemaName;
  body: unknown;
  status: number;
}

/** The worker answers with the checked value and the degraded paths, or where the body failed. */
export type CheckReply = { id: number; value: unknown; degraded: string[] } | { id: number; failed: string };
