import { createHash } from 'node:crypto';
import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { cacheDir, cacheEnabled, serviceVersion } from './disk-cache';
import { sharedCopy } from './shared-copy';

/**
 * What a worker build handed back (its parts in order, then its result), recorded in the cache
 * folder so a later start replays it instead of parsing and indexing the data again. Each message
 * is kept in V8's structured-clone form, the one `postMessage` uses, so a replayed part is the
 * value the build posted: Maps, typed arrays and all. Keyed by the whole service's code and data
 * files (`serviceVersion`), the export and its arguments: any edit rebuilds it.
 *
 * File: frames of [1 byte: 0 part, 1 result][4 bytes: length][serialized message], result last; a
 * file without its result frame (a build that died) is never renamed into place.
 */
const PART = 0;
const DONE = 1;

export function recordFile(
  name: string,
  fn: string,
  args: readonly unknown[],
): { dir: string; stem: string; file: string } {
  const key = createHash('sha1')
    .update(`${serviceVersion()}|${fn}|${JSON.stringify(args)}`)
    .digest('hex')
    .slice(0, 16);
  const dir = join(cacheDir(), 'built');
  const stem = `${name}-${fn}-${createHash('sha1').update(JSON.stringify(args)).digest('hex').slice(0, 6)}-`;
  return { dir, stem, file: join(dir, `${stem}${key}.v8`) };
}

/** Replays a recording: each part to `emit`, then returns the result; undefined when none is held. */
export function replayRecord(
  where: { file: string },
  emit: (part: unknown) => void,
): { done: unknown } | undefined {
  if (!cacheEnabled()) return undefined;
  let fd: number;
  try {
    fd = openSync(where.file, 'r');
  } catch {
    return undefined;
  }
  try {
    const head = Buffer.alloc(5);
    let emitted = 0;
    // A recording cut short after some parts went out cannot be finished by a build (its parts
    // would arrive twice): it is removed and the load fails, so the next read builds afresh.
    const cut = () => {
      if (emitted === 0) return undefined;
      try {
        unlinkSync(where.file);
      } catch {}
      throw new Error(`recording ${where.file} is cut short`);
    };
    for (let at = 0; ; ) {
      if (readSync(fd, head, 0, 5, at) < 5) return cut();
      const len = head.readUInt32LE(1);
      const body = Buffer.allocUnsafeSlow(len);
      if (readSync(fd, body, 0, len, at + 5) < len) return cut();
      at += 5 + len;
      // Typed arrays read back share the message's buffer: each gets shared memory of its own, as
      // a build's parts do when posted (shared-copy.ts).
      const value = sharedCopy(deserialize(body));
      if (head[0] === DONE) return { done: value };
      emit(value);
      emitted++;
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * Records a build as it runs: `part(v)` before each part is posted (posting moves its typed arrays
 * away), `done(v)` with the result, which puts the file in place. Nothing is written when the cache
 * is off; a folder that cannot be written only loses the recording.
 */
export function recorder(where: { dir: string; stem: string; file: string }) {
  if (!cacheEnabled()) return { part: () => {}, done: () => {}, fail: () => {} };
  const tmp = `${where.file}.${process.pid}.${Date.now()}.tmp`;
  let fd: number | null = null;
  try {
    mkdirSync(where.dir, { recursive: true });
    fd = openSync(tmp, 'w');
  } catch {
    fd = null;
  }
  const write = (kind: number, value: unknown) => {
    if (fd === null) return;
    try {
      const body = serialize(value);
      const head = Buffer.alloc(5);
      head[0] = kind;
      head.writeUInt32LE(body.length, 1);
      writeSync(fd, head);
      writeSync(fd, body);
    } catch {
      fail();
    }
  };
  const fail = () => {
    if (fd === null) return;
    try {
      closeSync(fd);
      unlinkSync(tmp);
    } catch {}
    fd = null;
  };
  return {
    part: (v: unknown) => write(PART, v),
    done(v: unknown) {
      write(DONE, v);
      if (fd === null) return;
      try {
        closeSync(fd);
        fd = null;
        renameSync(tmp, where.file);
        // Recordings of older code or data under the same name go.
        for (const f of readdirSync(where.dir))
          if (f.startsWith(where.stem) && join(where.dir, f) !== where.file && !f.endsWith('.tmp'))
            unlinkSync(join(where.dir, f));
      } catch {
        fail();
      }
    },
    fail,
  };
}
