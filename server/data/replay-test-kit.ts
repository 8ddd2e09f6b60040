import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { offThread } from './off-thread';
import { recordFile } from './off-thread-record';

/**
 * A digest of a worker's message by value: typed arrays by their type and the bytes of the view
 * (not of the buffer behind it, which differs between a build's posted views and a replay's own
 * buffers), Maps and objects by their entries in order. Two messages with one value apart differ.
 */
function valueDigest(value: unknown): string {
  const h = createHash('sha1');
  const walk = (v: unknown): void => {
    if (v === null || typeof v !== 'object') {
      h.update(`${typeof v}:${String(v)};`);
      return;
    }
    if (ArrayBuffer.isView(v)) {
      h.update(`${v.constructor.name}(${v.byteLength})`);
      h.update(new Uint8Array(v.buffer, v.byteOffset, v.byteLength));
      return;
    }
    if (v instanceof Map) {
      h.update(`Map(${v.size})`);
      for (const [k, x] of v) {
        walk(k);
        walk(x);
      }
      return;
    }
    if (Array.isArray(v)) {
      h.update(`Array(${v.length})`);
      for (const x of v) walk(x);
      return;
    }
    h.update('{');
    for (const [k, x] of Object.entries(v)) {
      h.update(`${k}=`);
      walk(x);
    }
    h.update('}');
  };
  walk(value);
  return h.digest('hex');
}

export interface Recorded<T> {
  /** The build's own result (its parts went to `onPart`): a test checks the build with them. */
  result: T;
  /** Digests of each part, then of the result, as the build posted them. */
  built: string[];
  /** The same, as a later start's worker replayed them from the recording. */
  replayed: string[];
  recordingBytes: number;
}

/**
 * Runs a worker build recorded under `name` in a fresh cache folder, then the same call again: the
 * second worker is given a module that does not exist, so anything it answers comes from the
 * recording and none from a build. Resolves with each run's message digests.
 */
export async function buildThenReplay<T>(
  moduleUrl: string,
  fn: string,
  args: readonly unknown[],
  name: string,
  onPart: (part: unknown) => void = () => {},
): Promise<Recorded<T>> {
  const dir = mkdtempSync(join(tmpdir(), `courtside-${name}-replay-`));
  const before = process.env.COURTSIDE_CACHE_DIR;
  process.env.COURTSIDE_CACHE_DIR = dir;
  try {
    // The digest is taken before `onPart` sees the part, which may keep it.
    const run = async (url: string, seen: (part: unknown) => void) => {
      const out: string[] = [];
      const done = await offThread<T>(
        url,
        fn,
        args,
        (part) => {
          out.push(valueDigest(part));
          seen(part);
        },
        { record: name },
      );
      out.push(valueDigest(done));
      return { out, done };
    };
    const build = await run(moduleUrl, onPart);
    const recordingBytes = statSync(recordFile(name, fn, args).file).size;
    const replay = await run(new URL('./no-such-build.ts', import.meta.url).href, () => {});
    return { result: build.done, built: build.out, replayed: replay.out, recordingBytes };
  } finally {
    if (before === undefined) delete process.env.COURTSIDE_CACHE_DIR;
    else process.env.COURTSIDE_CACHE_DIR = before;
    rmSync(dir, { recursive: true, force: true });
  }
}
