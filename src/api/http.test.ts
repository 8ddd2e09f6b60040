import { describe, expect, it, vi } from 'vitest';
import { lazySchema } from './http';

describe('lazySchema', () => {
  it('loads its module once however often it is asked', async () => {
    const load = vi.fn(async () => ({ schema: 'S' }));
    const ref = lazySchema(load, (m) => m.schema);
    expect(await Promise.all([ref(), ref(), ref()])).toEqual(['S', 'S', 'S']);
    expect(await ref()).toBe('S');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ schema: string }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ schema: 'S' });
    const ref = lazySchema(load, (m) => m.schema);
    await expect(ref()).rejects.toThrow('chunk failed');
    expect(await ref()).toBe('S');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
