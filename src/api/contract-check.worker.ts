/// <reference lib="webworker" />
// The contract check of the reads in ./worker-schemas.ts, off the page's thread: the same tolerant
// check (./tolerant-parse.ts) the page would run, its answer posted back.
import { ApiError } from './api-error';
import { parseTolerant } from './tolerant-parse';
import type { CheckReply, CheckRequest } from './worker-check-protocol';
import { WORKER_SCHEMAS } from './worker-schemas';

self.onmessage = (e: MessageEvent<CheckRequest>) => {
  const { id, schema, body, status } = e.data;
  let reply: CheckReply;
  try {
    const { value, degraded } = parseTolerant(WORKER_SCHEMAS[schema], body, status);
    reply = { id, value, degraded };
  } catch (error) {
    const where = error instanceof ApiError && error.problem.type === 'contract' ? error.problem.where : null;
    reply = { id, failed: where ?? 'the check failed' };
  }
  self.postMessage(reply);
};
