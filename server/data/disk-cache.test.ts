import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DiskMemo, diskCached } from './disk-cache';

// A scratch cache folder (read at each call), so the bundled data's forms are never touched.
const dir = mkdtempSync(join(tmpdir(), 'courtside-cache-test-'));
beforeAll(() => vi.stubEnv('COURTSIDE_CACHE_DIR', dir));
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

const spec = (variant: string, build: () => { n: number[] }) => ({
  name: 'probe',
  sources: ['players'],
  variant,
  build,
  encode: (v: { n: number[] }) => ({ packed: v.n.join(',') }),
  decode: (j: { packed: string }) => ({ n: j.packed.split(',').map(Number) }),
});

describe('diskCached', () => {
  it('builds once, then answers from the cached form on the next start', () => {
    const build = vi.fn(() => ({ n: [1, 2, 3] }));
    expect(diskCached(spec('a', build))).toEqual({ n: [1, 2, 3] });
    expect(diskCached(spec('a', build))).toEqual({ n: [1, 2, 3] });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('rebuilds for another key and keeps one form per name', () => {
    const build = vi.fn(() => ({ n: [4] }));
    expect(diskCached(spec('b', build))).toEqual({ n: [4] });
    expect(build).toHaveBeenCalledTimes(1);
    expect(readdirSync(dir).filter((f) => f.startsWith('probe-'))).toHaveLength(1);
  });

  it('builds again when the cached form is unreadable', () => {
    const [file] = readdirSync(dir).filter((f) => f.startsWith('probe-'));
    writeFileSync(join(dir, file), 'not gzip');
    const build = vi.fn(() => ({ n: [4] }));
    expect(diskCached(spec('b', build))).toEqual({ n: [4] });
    expect(build).toHaveBeenCalledTimes(1);
  });
});

describe('DiskMemo', () => {
  it('keeps what one process computed for the next, and writes only when something is new', () => {
    const first = new DiskMemo<number>({ name: 'memo', sources: ['players'] });
    expect(first.get('x')).toBeUndefined();
    first.set('x', 7);
    first.save();
    const second = new DiskMemo<number>({ name: 'memo', sources: ['players'] });
    expect(second.get('x')).toBe(7);
    expect(second.get('toString')).toBeUndefined();
  });
});

describe('serviceVersion', () => {
  // Each form in a module of its own, so neither reads the other's kept hash.
  const fresh = async () => {
    vi.resetModules();
    return import('./disk-cache');
  };

  it('is the same hash read a few files at a time as in one go', async () => {
    const sliced = await (await fresh()).serviceVersionReady();
    const whole = (await fresh()).serviceVersion();
    expect(sliced).toMatch(/^[0-9a-f]{16}$/);
    expect(sliced).toBe(whole);
  });

  it('answers a sync caller with the hash the sliced read settles on', async () => {
    const mod = await fresh();
    const pending = mod.serviceVersionReady();
    const now = mod.serviceVersion();
    expect(await pending).toBe(now);
  });
});
