import { mkdtempSync, readdirSync, rmSync, truncateSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offThread } from './off-thread';
import { recorder, recordFile, replayRecord } from './off-thread-record';

const RANKINGS = new URL('../rankings/official/official-rankings.ts', import.meta.url).href;

/**
 * `a` equals `b` field by field, each typed array byte for byte and of the same kind: `toEqual` walks
 * a typed array element by element, and on the WTA table's few million rows that took 102 s of this
 * file's 107 s (load 17-21) against 4 s for the build and its replay.
 */
function expectSameTable(a: Record<string, unknown>, b: Record<string, unknown>) {
  expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
  for (const [key, value] of Object.entries(b)) {
    const got = a[key];
    if (!ArrayBuffer.isView(value)) {
      expect(got, key).toEqual(value);
      continue;
    }
    expect(ArrayBuffer.isView(got) && got.constructor, key).toBe(value.constructor);
    const bytes = (v: ArrayBufferView) => Buffer.from(v.buffer, v.byteOffset, v.byteLength);
    expect(bytes(got as ArrayBufferView).equals(bytes(value)), `${key}: the same bytes`).toBe(true);
  }
}

describe('a worker build recorded in the cache folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'courtside-record-'));
  const before = process.env.COURTSIDE_CACHE_DIR;
  beforeAll(() => {
    process.env.COURTSIDE_CACHE_DIR = dir;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.COURTSIDE_CACHE_DIR;
    else process.env.COURTSIDE_CACHE_DIR = before;
    rmSync(dir, { recursive: true, force: true });
  });

  it('replays its parts and result as the build posted them, each typed array on a buffer of its own', () => {
    const where = recordFile('demo', 'build', [1]);
    const rec = recorder(where);
    const parts = [
      {
        names: ['Évert', 'Graf'],
        at: new Int32Array([3, -1, 7]),
        by: new Map([['x', new Float64Array([0.5])]]),
      },
      { bytes: new Uint8Array([1, 2, 3]), count: 3, none: null },
    ];
    for (const p of parts) rec.part(p);
    rec.done({ links: new Uint32Array([9, 8]) });
    const got: unknown[] = [];
    const replayed = replayRecord(where, (p) => got.push(p));
    expect(got).toEqual(parts);
    expect(replayed?.done).toEqual({ links: new Uint32Array([9, 8]) });
    const at = (got[0] as { at: Int32Array }).at;
    expect([at.byteOffset, at.buffer.byteLength]).toEqual([0, at.byteLength]);
    const inMap = (got[0] as { by: Map<string, Float64Array> }).by.get('x');
    expect(inMap?.buffer.byteLength).toBe(8);
  });

  it('gives every typed array of a long list a buffer of its own (a shared one would cross whole)', () => {
    const where = recordFile('long', 'build', []);
    const rec = recorder(where);
    const postings = Array.from({ length: 500 }, (_, i) => [`k${i}`, new Int32Array([i, i + 1])]);
    rec.part({ postings });
    rec.done(null);
    const got: { postings: [string, Int32Array][] }[] = [];
    replayRecord(where, (p) => got.push(p as { postings: [string, Int32Array][] }));
    expect(got[0].postings).toEqual(postings);
    expect(got[0].postings.every(([, a]) => a.buffer.byteLength === 8)).toBe(true);
  });

  it('fails a recording cut short once parts went out, and removes it', () => {
    const where = recordFile('cut', 'build', []);
    const rec = recorder(where);
    rec.part({ big: new Int32Array(1000) });
    rec.part({ big: new Int32Array(1000) });
    rec.done(null);
    truncateSync(where.file, statSync(where.file).size - 100);
    expect(() => replayRecord(where, () => {})).toThrow(/cut short/);
    expect(readdirSync(where.dir).some((f) => f.startsWith(where.stem))).toBe(false);
  });

  it('answers a later start from the recording: the real ranking tables, equal to their build', async () => {
    const built = await offThread<Record<string, unknown>>(
      RANKINGS,
      'buildOfficialTable',
      ['wta'],
      undefined,
      { record: 'rankings' },
    );
    const where = recordFile('rankings', 'buildOfficialTable', ['wta']);
    expect(statSync(where.file).size).toBeGreaterThan(1_000_000);
    const replayed = await offThread<Record<string, unknown>>(
      RANKINGS,
      'buildOfficialTable',
      ['wta'],
      undefined,
      {
        record: 'rankings',
      },
    );
    expect(Object.values(built).filter(ArrayBuffer.isView).length).toBeGreaterThan(5);
    expectSameTable(replayed, built);
    // What a later start reads is the recording itself, not a build: a recording of another value
    // under the same key is what comes back.
    const rec = recorder(where);
    rec.done({ recorded: true });
    expect(
      await offThread(RANKINGS, 'buildOfficialTable', ['wta'], undefined, { record: 'rankings' }),
    ).toEqual({ recorded: true });
  }, 300_000);
});
