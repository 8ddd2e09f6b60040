import { afterEach, beforeAll, describe, expect, it, type Mock, vi } from 'vitest';
import { memoryKeyedStore } from '../lib/keyed-store';
import { eventually } from '../test/eventually';

vi.mock('./package-stream', () => ({ streamPackageFile: vi.fn() }));

// The modules are imported afresh: the test files share a worker's module registry, and a file run
// before this one may already hold the real package stream, which a mock does not replace. Imported
// together so the errors made here are the ApiError the reader checks against.
let readPeriods: typeof import('./read-package-periods').readPeriods;
let errorFromResponse: typeof import('./error-model').errorFromResponse;
let networkError: typeof import('./error-model').networkError;
let stream: Mock<typeof import('./package-stream').streamPackageFile>;
beforeAll(async () => {
  vi.resetModules();
  ({ readPeriods } = await import('./read-package-periods'));
  ({ errorFromResponse, networkError } = await import('./error-model'));
  stream = vi.mocked((await import('./package-stream')).streamPackageFile);
});
const bytes = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;

afterEach(() => {
  stream.mockReset();
  vi.useRealTimers();
});

const read = (periods: string[], signal = new AbortController().signal) => {
  const progress: number[] = [];
  const run = readPeriods(
    'archive',
    periods,
    memoryKeyedStore<string>(),
    (_, text) => text,
    () => 'empty',
    { signal, onProgress: (p) => progress.push(p.requests) },
  );
  return { run, progress };
};

describe('readPeriods', () => {
  it('asks a file again after a pause when the gateway gave up waiting for its first build (504, 502, 503, no answer)', async () => {
    vi.useFakeTimers();
    stream
      .mockRejectedValueOnce(errorFromResponse(504, { error: 'upstream_timeout' }, null))
      .mockRejectedValueOnce(errorFromResponse(502, { error: 'bad_gateway' }, null))
      .mockRejectedValueOnce(networkError(new TypeError('fetch failed')))
      .mockResolvedValueOnce(bytes('1990 season'));
    const { run, progress } = read(['1990']);
    await vi.runAllTimersAsync();
    expect((await run).get('1990')).toBe('1990 season');
    expect(stream).toHaveBeenCalledTimes(4);
    // Every ask is counted as a request.
    expect(Math.max(...progress)).toBe(4);
  });

  it('gives up after four asks, and never asks again on an answer that will not change', async () => {
    vi.useFakeTimers();
    stream.mockRejectedValue(errorFromResponse(504, { error: 'upstream_timeout' }, null));
    const { run } = read(['1990']);
    const failed = expect(run).rejects.toMatchObject({ status: 504 });
    await vi.runAllTimersAsync();
    await failed;
    expect(stream).toHaveBeenCalledTimes(4);

    stream.mockReset();
    stream.mockRejectedValue(errorFromResponse(403, { error: 'tier_required' }, null));
    await expect(read(['1991']).run).rejects.toMatchObject({ status: 403 });
    expect(stream).toHaveBeenCalledTimes(1);
  });

  it('keeps a period the service does not publish as empty, without asking again', async () => {
    stream.mockRejectedValue(errorFromResponse(404, { error: 'not_found' }, null));
    expect((await read(['1967']).run).get('1967')).toBe('empty');
    expect(stream).toHaveBeenCalledTimes(1);
  });

  it('stops waiting to ask again when the run is stopped', async () => {
    stream.mockRejectedValue(errorFromResponse(503, { error: 'unavailable' }, null));
    const stop = new AbortController();
    const { run } = read(['1990'], stop.signal);
    await eventually(() => expect(stream).toHaveBeenCalledTimes(1));
    stop.abort(new DOMException('stopped', 'AbortError'));
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(stream).toHaveBeenCalledTimes(1);
  });
});
