import { afterAll, beforeAll, vi } from 'vitest';

/**
 * A test file's subject, imported afresh so it is bound to the file's `vi.mock`s. The test files
 * share a worker's module registry (vitest.config.ts: `isolate: false`), and a file run before this
 * one may already hold the subject bound to the real module, which a mock does not replace. The
 * registry is reset again when the file ends, so no later file finds modules bound to this file's
 * mocks. `load` is the file's own `import()` (its path resolved from the test file); the module is
 * read in the tests, once `beforeAll` has loaded it.
 */
export function importFresh<T>(load: () => Promise<T>): () => T {
  let loaded: { module: T } | null = null;
  beforeAll(async () => {
    vi.resetModules();
    loaded = { module: await load() };
  });
  afterAll(() => {
    vi.resetModules();
  });
  return () => {
    if (loaded === null) throw new Error('importFresh: read before beforeAll loaded the module');
    return loaded.module;
  };
}
