/**
 * `value` with every typed array in it (walked as deep as a corpus part nests them, however long
 * the list holding them) copied into memory of its own shared between threads: what a corpus
 * worker posts (off-thread-worker.ts).
 *
 * Why shared: a typed array that arrives on an ordinary buffer (moved or copied) is counted by
 * the receiving thread's collector as memory outside its heap, and each further ~64 MB of that
 * starts a full collection of the whole heap. The corpora's columns are hundreds of MB, so every
 * corpus read for the first time at once set off several full collections of the request
 * thread's ~150 MB heap (25–42 ms pauses, and 100–160 ms of marking steps on that thread between
 * them). Shared memory is not counted so, and is freed as before once no thread holds it.
 *
 * Each view gets a buffer of its own: a view left on the message's buffer would carry that whole
 * buffer (tens of MB) across with it. A view already in shared memory is kept as it is.
 */
export function sharedCopy<T>(value: T): T {
  return copyIn(value, 0) as T;
}

function copyIn(value: unknown, depth: number): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (ArrayBuffer.isView(value)) {
    if (value.buffer instanceof SharedArrayBuffer) return value;
    const memory = new SharedArrayBuffer(value.byteLength);
    new Uint8Array(memory).set(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
    if (Buffer.isBuffer(value)) return Buffer.from(memory);
    if (value instanceof DataView) return new DataView(memory);
    return new (value.constructor as new (b: SharedArrayBuffer) => ArrayBufferView)(memory);
  }
  // Copied on write: what holds no typed array is posted as it is, and the builder's own values
  // (some frozen, some still in use) are never changed.
  if (value instanceof Map) {
    let out: Map<unknown, unknown> | null = null;
    for (const [k, v] of value) {
      const c = copyIn(v, depth + 1);
      if (c === v) continue;
      out ??= new Map(value);
      out.set(k, c);
    }
    return out ?? value;
  }
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const c = copyIn(value[i], depth + 1);
      if (c === value[i]) continue;
      out ??= value.slice();
      out[i] = c;
    }
    return out ?? value;
  }
  const record = value as Record<string, unknown>;
  let out: Record<string, unknown> | null = null;
  for (const k of Object.keys(record)) {
    const c = copyIn(record[k], depth + 1);
    if (c === record[k]) continue;
    out ??= { ...record };
    out[k] = c;
  }
  return out ?? value;
}
