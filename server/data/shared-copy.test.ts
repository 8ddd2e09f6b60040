import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { sharedCopy } from './shared-copy';

// What a corpus worker posts: the same values, every typed array on shared memory of its own, so
// the request thread's collector does not count it as memory outside its heap.
describe('a part copied into shared memory', () => {
  it('holds the same values, each typed array on a shared buffer of its own, however nested', () => {
    const message = new Uint8Array(64);
    const part = {
      names: ['Évert', 'Graf'],
      at: new Int32Array([3, -1, 7]),
      by: new Map([['x', new Float64Array([0.5])]]),
      lists: Array.from({ length: 300 }, (_, i) => [`k${i}`, new Int32Array(message.buffer, 8, 2)]),
      deep: { a: { b: { c: new Uint16Array([1, 2]) } } },
      bytes: Buffer.from('abc'),
      none: null,
      count: 3,
    };
    const expected = {
      ...part,
      by: new Map(part.by),
      lists: part.lists.map(([k, v]) => [k, new Int32Array(v as Int32Array)]),
      deep: { a: { b: { c: new Uint16Array([1, 2]) } } },
    };
    const shared = sharedCopy(part);
    expect(shared).toEqual(expected);
    const views = [
      shared.at,
      shared.by.get('x')!,
      ...shared.lists.map(([, v]) => v as Int32Array),
      shared.deep.a.b.c,
      shared.bytes,
    ];
    for (const v of views) {
      expect(v.buffer).toBeInstanceOf(SharedArrayBuffer);
      expect([v.byteOffset, v.buffer.byteLength]).toEqual([0, v.byteLength]);
    }
    expect(Buffer.isBuffer(shared.bytes)).toBe(true);
    expect(shared.bytes.toString()).toBe('abc');
    // A view already shared is kept, not copied again.
    expect(sharedCopy({ v: shared.at }).v).toBe(shared.at);
  });

  it('leaves the value it was given as it was, frozen parts included', () => {
    const frozen = Object.freeze({ ace: 0, names: Object.freeze(['Graf']) });
    const at = new Int32Array([1, 2]);
    const part = { rows: [frozen, { at }], by: new Map([['x', at]]) };
    const shared = sharedCopy(part);
    expect(part.rows[1]).toEqual({ at });
    expect((part.rows[1] as { at: Int32Array }).at).toBe(at);
    expect(part.by.get('x')).toBe(at);
    expect(shared.rows[0]).toBe(frozen);
    expect((shared.rows[1] as { at: Int32Array }).at.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(shared.by.get('x')?.buffer).toBeInstanceOf(SharedArrayBuffer);
  });

  it('crosses to another thread on the same memory, without a copy', async () => {
    const shared = sharedCopy({ at: new Int32Array([1, 2, 3]) });
    const worker = new Worker(
      `require('node:worker_threads').parentPort.once('message', (m) => { m.at[0] = 42; process.exit(0); });`,
      { eval: true },
    );
    const exited = new Promise((r) => worker.once('exit', r));
    worker.postMessage(shared);
    await exited;
    expect(shared.at[0]).toBe(42);
  });
});
