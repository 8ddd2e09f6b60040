import { afterEach, describe, expect, it, vi } from 'vitest';
import { HistoryTape } from '../../contract/history-matches';
import { fiveSetter, historyTapeBody } from '../lib/test-tape-fixtures';
import { parseTolerant } from './tolerant-parse';
import type { CheckReply, CheckRequest } from './worker-check-protocol';
import { WORKER_SCHEMAS } from './worker-schemas';

/** A stand-in for the contract worker: answers each message with `answer` on a later task. */
function fakeWorker(answer: (req: CheckRequest) => CheckReply | 'crash') {
  const started: FakeWorker[] = [];
  class FakeWorker {
    onmessage: ((e: { data: CheckReply }) => void) | null = null;
    onerror: (() => void) | null = null;
    constructor() {
      started.push(this);
    }
    postMessage(req: CheckRequest) {
      setTimeout(() => {
        const reply = answer(structuredClone(req));
        if (reply === 'crash') this.onerror?.();
        else this.onmessage?.({ data: structuredClone(reply) });
      }, 0);
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return started;
}

// The page side reads whether a worker can start when it loads: a fresh module per test.
const load = async () => {
  vi.resetModules();
  return import('./worker-check');
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the contract check in the worker', () => {
  it('gives what the worker checked, through one worker for every read', async () => {
    // As the worker does (contract-check.worker.ts): the named schema, the tolerant check.
    const started = fakeWorker(({ id, schema, body, status }) => ({
      id,
      ...parseTolerant(WORKER_SCHEMAS[schema], body, status),
    }));
    const { checkInWorker } = await load();
    const body = historyTapeBody(7, fiveSetter());
    const [a, b] = await Promise.all([
      checkInWorker('tape', body, 200),
      checkInWorker('tape', historyTapeBody(8, []), 200),
    ]);
    expect(a).toEqual(parseTolerant(HistoryTape, structuredClone(body)));
    expect((b.value as { match: { id: number } }).match.id).toBe(8);
    expect(started).toHaveLength(1);
  });

  it('starts the worker before any answer is in, and checks every later read in that one worker', async () => {
    const asked: CheckRequest[] = [];
    const started = fakeWorker((req) => {
      asked.push(req);
      return { id: req.id, ...parseTolerant(WORKER_SCHEMAS[req.schema], req.body, req.status) };
    });
    const { checkInWorker, startContractWorker } = await load();
    startContractWorker();
    startContractWorker();
    expect(started).toHaveLength(1);
    expect(asked).toHaveLength(0);
    const checked = await checkInWorker('tape', historyTapeBody(9, []), 200);
    expect((checked.value as { match: { id: number } }).match.id).toBe(9);
    expect(started).toHaveLength(1);
    expect(asked.map((r) => r.schema)).toEqual(['tape']);
  });

  it('turns a body the worker could not use into the contract error the page would have thrown', async () => {
    fakeWorker(({ id }) => ({ id, failed: 'tape: Invalid input' }));
    const { checkInWorker } = await load();
    await expect(checkInWorker('tape', { tape: 'none' }, 200)).rejects.toMatchObject({
      kind: 'contract',
      status: 200,
      problem: { type: 'contract', where: 'tape: Invalid input' },
    });
  });

  it('checks on the page when the worker cannot load, then and for every later read', async () => {
    const started = fakeWorker(() => 'crash');
    const { checkInWorker } = await load();
    const body = historyTapeBody(7, fiveSetter());
    expect(await checkInWorker('tape', body, 200)).toEqual(parseTolerant(HistoryTape, structuredClone(body)));
    expect(await checkInWorker('tape', body, 200)).toEqual(parseTolerant(HistoryTape, structuredClone(body)));
    expect(started).toHaveLength(1);
  });

  it('checks on the page where no worker can start, degrading an odd row as the page always has', async () => {
    const { checkInWorker } = await load();
    const rows: unknown[] = fiveSetter();
    rows[3] = { ...(rows[3] as object), danger: 'high' };
    const body = historyTapeBody(7, rows as ReturnType<typeof fiveSetter>);
    const checked = await checkInWorker('tape', structuredClone(body), 200);
    expect(checked).toEqual(parseTolerant(HistoryTape, structuredClone(body)));
    expect(checked.degraded).toContain('tape.3.danger');
  });
});
