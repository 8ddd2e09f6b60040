import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PackageFiles } from './package-files';
import { type PackageRecords, PackageSources } from './package-source';

const dir = mkdtempSync(join(tmpdir(), 'courtside-package-files-'));
beforeAll(() => vi.stubEnv('COURTSIDE_CACHE_DIR', dir));
afterEach(() => vi.unstubAllEnvs());
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A yearly source of `n` rows per period, counting how often its rows are read. */
function source(n: number, fingerprint?: string) {
  const reads = { count: 0 };
  const sources = new PackageSources();
  sources.set('rally', {
    periods: () => ['2020'],
    records(period): PackageRecords | undefined {
      if (period !== '2020') return undefined;
      const rows = () => {
        reads.count++;
        return Array.from({ length: n }, (_, i) => ({ id: i, name: `row ${i}` }));
      };
      return { matchCount: n, rowCount: n, fingerprint, jsonl: rows, csv: { columns: ['id', 'name'], rows } };
    },
  });
  return { sources, reads };
}

const world = { now: () => Date.UTC(2026, 0, 1), configKey: 'test' };

async function bytesOf(stream: Readable | undefined): Promise<Buffer> {
  if (!stream) throw new Error('no stream');
  const out: Buffer[] = [];
  for await (const c of stream) out.push(c as Buffer);
  return Buffer.concat(out);
}

describe('package files', () => {
  it('writes each file once, streams it back as the manifest digests it, and reuses it on the next start', async () => {
    vi.stubEnv('COURTSIDE_CACHE_DIR', dir);
    const first = source(5_000);
    const pkg = await new PackageFiles(first.sources, world).manifest('rally', '2020');
    expect(first.reads.count).toBe(2);
    expect(readdirSync(join(dir, 'packages', 'rally')).filter((f) => f.endsWith('.gz'))).toHaveLength(2);
    const files = new PackageFiles(first.sources, world);
    for (const f of pkg?.files ?? []) {
      const body = await bytesOf(files.open(pkg!, f.format));
      expect(body.length).toBe(f.bytes);
      expect(createHash('sha256').update(body).digest('hex')).toBe(f.sha256);
      const lines = gunzipSync(body).toString('utf8').trimEnd().split('\n');
      expect(lines.length).toBe(f.format === 'csv' ? 5_001 : 5_000);
    }
    // Another process, same corpus and code: the files on disk answer, nothing is rebuilt.
    const again = source(5_000);
    const later = new PackageFiles(again.sources, { ...world, now: () => world.now() + 1 });
    expect(await later.manifest('rally', '2020')).toEqual(pkg);
    expect(again.reads.count).toBe(0);
    const streamed = await bytesOf(later.open(pkg!, 'csv'));
    expect(again.reads.count).toBe(0);
    expect(createHash('sha256').update(streamed).digest('hex')).toBe(pkg?.files[1].sha256);
  });

  it('rebuilds when the source says its records changed, keeping both versions apart', async () => {
    vi.stubEnv('COURTSIDE_CACHE_DIR', dir);
    const a = await new PackageFiles(source(10).sources, world).manifest('rally', '2020');
    const changed = source(11, 'merged');
    const b = await new PackageFiles(changed.sources, world).manifest('rally', '2020');
    expect(changed.reads.count).toBe(2);
    expect(b?.matchCount).toBe(11);
    expect(b?.files[0].sha256).not.toBe(a?.files[0].sha256);
  });

  it('with the cache off writes nothing and rebuilds a download as it streams', async () => {
    const off = mkdtempSync(join(tmpdir(), 'courtside-package-off-'));
    vi.stubEnv('COURTSIDE_CACHE_DIR', off);
    vi.stubEnv('COURTSIDE_CACHE', 'off');
    try {
      const s = source(2_000);
      const files = new PackageFiles(s.sources, world);
      const pkg = await files.manifest('rally', '2020');
      expect(readdirSync(off)).toEqual([]);
      const body = await bytesOf(files.open(pkg!, 'jsonl'));
      expect(s.reads.count).toBe(3);
      expect(body.length).toBe(pkg?.files[0].bytes);
      expect(createHash('sha256').update(body).digest('hex')).toBe(pkg?.files[0].sha256);
    } finally {
      rmSync(off, { recursive: true, force: true });
    }
  });
});
